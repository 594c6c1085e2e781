import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@casino/mocks';
import { LoaderButton, SPINNER_DELAY_MS } from './LoaderButton';
import {
  LOADER_ACTIVE_ATTRIBUTE,
  activateLoader,
  enhanceLoaderButtons,
  isLoaderActive,
  releaseLoader,
} from './loaderState';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((yes) => {
    resolve = yes;
  });
  return { promise, resolve };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('isLoaderActive and activateLoader (SPEC §4)', () => {
  function page() {
    document.body.innerHTML = `
      <div role="dialog" aria-label="Edit post"><button id="save">Save</button><button id="cancel">Cancel</button></div>
      <form><button id="send">Send</button><span id="inside">x</span></form>
      <button id="loose">Alone</button>`;
    const $ = (id: string) => document.getElementById(id)!;
    return $;
  }

  it('turns the loader on when none is active, marking the modal or form', () => {
    const $ = page();
    expect(isLoaderActive($('save'))).toBe(false);
    const release = activateLoader($('save'));
    expect(release).toBeTypeOf('function');
    expect($('save')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('dialog')).toHaveAttribute(LOADER_ACTIVE_ATTRIBUTE);
    release?.();
    expect(isLoaderActive($('cancel'))).toBe(false);
    expect($('save')).not.toHaveAttribute('aria-busy');
  });

  it('ignores clicks inside a modal or form whose loader is active', () => {
    const $ = page();
    activateLoader($('save'));
    expect(isLoaderActive($('save'))).toBe(true);
    expect(isLoaderActive($('cancel'))).toBe(true);
    expect(activateLoader($('cancel'))).toBeNull();
    expect(isLoaderActive($('send'))).toBe(false);
    activateLoader($('send'));
    expect(isLoaderActive($('inside'))).toBe(true);
    expect(isLoaderActive($('loose'))).toBe(false);
  });

  it('marks a button outside any modal or form by itself', () => {
    const $ = page();
    const release = activateLoader($('loose'));
    expect(isLoaderActive($('loose'))).toBe(true);
    expect(activateLoader($('loose'))).toBeNull();
    release?.();
    release?.();
    expect(isLoaderActive($('loose'))).toBe(false);
    activateLoader($('send'));
    releaseLoader($('send'));
    expect(isLoaderActive($('inside'))).toBe(false);
  });

  it('enhances server buttons: a repeat click is stopped before any handler', () => {
    document.body.innerHTML = `<form><button type="button" data-cw-loader-button>Vote</button></form>`;
    const cleanup = enhanceLoaderButtons(document.body);
    const handler = vi.fn();
    const button = screen.getByRole('button', { name: 'Vote' });
    button.addEventListener('click', handler);
    button.click();
    button.click();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    releaseLoader(button);
    button.click();
    expect(handler).toHaveBeenCalledTimes(2);
    cleanup();
  });
});

describe('LoaderButton', () => {
  it('shows a loader while the action runs and ignores repeat clicks', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const action = vi.fn(() => pending.promise);
    render(
      <LoaderButton onAction={action} loadingLabel="Saving…">
        Save
      </LoaderButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Saving…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve());
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveAccessibleName('Save');
    await user.click(button);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('turns its spinner only once the wait lasts SPINNER_DELAY_MS (the busy label at once)', () => {
    vi.useFakeTimers();
    const pending = deferred();
    render(
      <LoaderButton onAction={() => pending.promise} loadingLabel="Posting…">
        Post
      </LoaderButton>,
    );
    const button = screen.getByRole('button', { name: 'Post' });
    const spinner = () => button.querySelector('.cw-loader-button__spinner');
    act(() => button.click());
    expect(button).toHaveAccessibleName('Posting…');
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS - 1));
    expect(spinner()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(spinner()).not.toBeNull();
    vi.useRealTimers();
  });

  it('shows no spinner at all for a wait shorter than SPINNER_DELAY_MS', async () => {
    vi.useFakeTimers();
    const pending = deferred();
    render(<LoaderButton onAction={() => pending.promise}>Post</LoaderButton>);
    const button = screen.getByRole('button', { name: 'Post' });
    act(() => button.click());
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS / 2));
    await act(async () => pending.resolve());
    expect(button).not.toHaveAttribute('aria-busy');
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS));
    expect(button.querySelector('.cw-loader-button__spinner')).toBeNull();
    vi.useRealTimers();
  });

  it('ignores a second click that comes before React re-renders', () => {
    const action = vi.fn(() => new Promise(() => undefined));
    render(<LoaderButton onAction={action}>Vote</LoaderButton>);
    const button = screen.getByRole('button', { name: 'Vote' });
    act(() => {
      button.click();
      button.click();
    });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while another loader of its form is active', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const save = vi.fn(() => pending.promise);
    const preview = vi.fn();
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="Reply" onSubmit={(event) => submit(event.nativeEvent as SubmitEvent)}>
        <LoaderButton onAction={save}>Save draft</LoaderButton>
        <LoaderButton onAction={preview}>Preview</LoaderButton>
        <LoaderButton type="submit">Post</LoaderButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(preview).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
    await act(async () => pending.resolve());
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('mirrors a loader driven from outside', () => {
    const { rerender } = render(
      <form aria-label="Login">
        <LoaderButton type="submit" loading>
          Log in
        </LoaderButton>
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Login' });
    expect(form).toHaveAttribute(LOADER_ACTIVE_ATTRIBUTE);
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
    rerender(
      <form aria-label="Login">
        <LoaderButton type="submit">Log in</LoaderButton>
      </form>,
    );
    expect(form).not.toHaveAttribute(LOADER_ACTIVE_ATTRIBUTE);
  });

  it('logs an action that throws and turns the loader off', async () => {
    const user = userEvent.setup();
    render(
      <LoaderButton
        onAction={() => {
          throw new Error('boom');
        }}
      >
        Go
      </LoaderButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await vi.waitFor(() =>
      expect(db.errorLog).toEqual(['Loader button action failed: Error: boom']),
    );
    expect(screen.getByRole('button', { name: 'Go' })).not.toHaveAttribute('aria-busy');
  });

  it('aborts its action when it goes away', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    const { unmount } = render(
      <LoaderButton
        onAction={(s) => {
          signal = s;
          return new Promise(() => undefined);
        }}
      >
        Go
      </LoaderButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Go' }));
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
