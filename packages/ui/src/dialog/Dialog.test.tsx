import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@casino/mocks/node';
import { Dialog } from './Dialog';

function Harness({
  withInitialFocus = false,
  onClose,
}: {
  withInitialFocus?: boolean;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <p>Page text</p>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Bonus details"
        initialFocus={withInitialFocus ? second : undefined}
      >
        <label>
          First
          <input />
        </label>
        <label>
          Second
          <input ref={second} />
        </label>
        <a href="#terms">Terms</a>
      </Dialog>
    </>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open details' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog in a portal on the body, named by its title, with a named close button', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Bonus details');
    expect(dialog.closest('.cw-dialog')?.parentElement).toBe(document.body);
    expect(screen.getByRole('heading', { name: 'Bonus details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('moves focus to the first focusable of the content', async () => {
    await openDialog();
    expect(screen.getByLabelText('First')).toHaveFocus();
  });

  it('moves focus to the given initial element', async () => {
    await openDialog({ withInitialFocus: true });
    expect(screen.getByLabelText('Second')).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const terms = screen.getByRole('link', { name: 'Terms' });
    await user.tab();
    expect(screen.getByLabelText('Second')).toHaveFocus();
    await user.tab();
    expect(terms).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(terms).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('First')).toHaveFocus();
  });

  it('wraps from the first stop backwards to the last', async () => {
    const { user } = await openDialog();
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const { user, opener } = await openDialog({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openDialog({ onClose });
    await user.click(dialog);
    await user.click(screen.getByRole('heading', { name: 'Bonus details' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(document.querySelector<HTMLElement>('.cw-dialog__backdrop')!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the close button and returns focus', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('locks the page scroll while open and restores it on close', async () => {
    document.body.style.overflow = 'auto';
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('can be named by a heading of its own content', () => {
    render(
      <Dialog open onClose={() => {}} labelledBy="own-heading" className="cw-newsletter">
        <h2 id="own-heading">Get the best bonuses first</h2>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Get the best bonuses first' });
    expect(dialog.closest('.cw-dialog')).toHaveClass('cw-newsletter', 'cw-dialog--untitled');
  });

  it('only the innermost of two open dialogs answers Escape', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <Dialog open onClose={outer} title="Outer">
          <button type="button">Outer action</button>
        </Dialog>
        <Dialog open onClose={inner} title="Inner">
          <button type="button">Inner action</button>
        </Dialog>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('focuses the close button when the content has nothing focusable', () => {
    render(
      <Dialog open onClose={() => {}} title="Notice">
        <p>Nothing to do here.</p>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});

describe('Dialog before its code is in', () => {
  /** A Dialog module that has not loaded its panel yet (the setup file loaded the shared one). */
  async function freshDialog() {
    vi.resetModules();
    return (await import('./Dialog')).Dialog;
  }

  it('loads the panel on the first open, then shows it with the focus inside', async () => {
    const FreshDialog = await freshDialog();
    render(
      <FreshDialog open title="Bonus details" onClose={() => {}}>
        <button type="button">Claim</button>
      </FreshDialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Bonus details' });
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Claim' }));
    expect(screen.getByRole('button', { name: 'Claim' })).toHaveFocus();
  });

  it('reports a panel that does not arrive and tries again on the next open', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/errorLog')) sent.push(request.url);
    });
    vi.doMock('./DialogPanel', () => {
      throw new Error('chunk missing');
    });
    const FreshDialog = await freshDialog();
    const { rerender } = render(
      <FreshDialog open={true} title="Bonus details" onClose={() => {}}>
        <p>Terms</p>
      </FreshDialog>,
    );
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    vi.doUnmock('./DialogPanel');
    rerender(
      <FreshDialog open={false} title="Bonus details" onClose={() => {}}>
        <p>Terms</p>
      </FreshDialog>,
    );
    rerender(
      <FreshDialog open={true} title="Bonus details" onClose={() => {}}>
        <p>Terms</p>
      </FreshDialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Bonus details' })).toBeInTheDocument();
    server.events.removeAllListeners();
  });
});
