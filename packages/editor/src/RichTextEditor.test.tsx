import { createRef } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTokenProvider } from '@casino/core';
import { setScenario, signInAs } from '@casino/mocks';
import { RichTextEditor } from './RichTextEditor';
import type { RichTextEditorHandle } from './RichTextEditor';

const textbox = () => screen.getByRole('textbox', { name: 'Your reply' });
const counter = () => document.querySelector('.cw-editor__counter') as HTMLElement;
const png = (name = 'win.png') => new File([new Uint8Array(8)], name, { type: 'image/png' });
const chooseImage = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
};

function renderEditor(props: Partial<Parameters<typeof RichTextEditor>[0]> = {}) {
  const ref = createRef<RichTextEditorHandle>();
  const view = render(<RichTextEditor label="Your reply" ref={ref} {...props} />);
  return { ref, ...view };
}

beforeEach(() => setTokenProvider(async () => 'human-token'));

describe('RichTextEditor', () => {
  it('is a labelled multi-line text box showing length/maximum', () => {
    renderEditor({ initialHtml: '<p>Hello</p>' });
    expect(textbox()).toHaveAttribute('aria-multiline', 'true');
    expect(textbox()).toHaveAttribute('contenteditable', 'true');
    expect(counter()).toHaveTextContent('5/5000');
    expect(textbox().getAttribute('aria-describedby')).toBe(counter().id);
  });

  it('turns the counter red and marks the field invalid past the maximum', () => {
    const { ref } = renderEditor({ initialHtml: '<p>1234567890</p>', maxCharacters: 10 });
    expect(counter()).toHaveTextContent('10/10');
    expect(counter()).not.toHaveClass('cw-editor__counter--over');
    expect(textbox()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => ref.current!.setHtml('<p>12345678901</p>'));
    expect(counter()).toHaveTextContent('11/10');
    expect(counter()).toHaveClass('cw-editor__counter--over');
    expect(textbox()).toHaveAttribute('aria-invalid', 'true');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your text is longer than 10 characters.');
    expect(textbox().getAttribute('aria-describedby')).toBe(
      `${counter().id} ${alert.parentElement!.id}`,
    );
  });

  it('uses 5000 as the maximum when the page gives none', () => {
    renderEditor({ initialHtml: `<p>${'a'.repeat(5001)}</p>` });
    expect(counter()).toHaveTextContent('5001/5000');
    expect(counter()).toHaveClass('cw-editor__counter--over');
    expect(textbox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows EMPTY only when the page validates, and hides it on the next change', () => {
    const { ref } = renderEditor();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    let errors: string[] = [];
    act(() => {
      errors = ref.current!.validate();
    });
    expect(errors).toEqual(['EMPTY']);
    expect(screen.getByRole('alert')).toHaveTextContent('Please write something first.');
    expect(textbox()).toHaveAttribute('aria-invalid', 'true');
    act(() => ref.current!.setHtml('<p>Now there is text</p>'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      errors = ref.current!.validate();
    });
    expect(errors).toEqual([]);
  });

  it('reports changes with the HTML and the text, and clears', () => {
    const onChange = vi.fn();
    const { ref } = renderEditor({ onChange });
    act(() => ref.current!.setHtml('<p>One <b>two</b></p><script>x()</script>'));
    expect(onChange).toHaveBeenLastCalledWith('<p>One <strong>two</strong></p>', 'One two');
    expect(ref.current!.getHtml()).toBe('<p>One <strong>two</strong></p>');
    act(() => ref.current!.clear());
    expect(ref.current!.getHtml()).toBe('');
    expect(counter()).toHaveTextContent('0/5000');
  });

  it('is left alone when the form around it renders again, and by a valid text validated', () => {
    const ref = createRef<RichTextEditorHandle>();
    const onChange = vi.fn();
    function Form({ busy }: { busy: boolean }) {
      return (
        <form aria-busy={busy}>
          <RichTextEditor
            label="Your reply"
            ref={ref}
            initialHtml="<p>Hi</p>"
            onChange={onChange}
          />
        </form>
      );
    }
    const { rerender, container } = render(<Form busy={false} />);
    const editor = container.querySelector('.cw-editor')!;
    const watch = new MutationObserver(() => undefined);
    watch.observe(editor, {
      subtree: true,
      attributes: true,
      childList: true,
      characterData: true,
    });
    rerender(<Form busy />);
    let errors: string[] = [];
    act(() => {
      errors = ref.current!.validate();
    });
    expect(errors).toEqual([]);
    expect(watch.takeRecords()).toEqual([]);
    watch.disconnect();
  });

  it('shows the page error with the field and describes the field by it', () => {
    renderEditor({ error: 'Your post waits for review.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your post waits for review.');
    expect(textbox()).toHaveAttribute('aria-invalid', 'true');
    expect(textbox().getAttribute('aria-describedby')).toMatch(/ /);
  });
});

describe('toolbar', () => {
  it('is one tab stop whose buttons the arrow keys, Home and End move through', async () => {
    const user = userEvent.setup();
    renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    expect(buttons[1]).toHaveAttribute('tabindex', '0');
    expect(buttons[0]).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{End}');
    expect(buttons.at(-1)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(buttons.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
  });

  it('shows a drawn icon on every button, named by its label alone', () => {
    renderEditor();
    const buttons = within(screen.getByRole('toolbar', { name: 'Formatting' })).getAllByRole(
      'button',
    );
    for (const button of buttons) {
      expect(button.getAttribute('aria-label')).toBeTruthy();
      expect(button.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
      expect(button.textContent).toBe('');
    }
  });

  it('labels its buttons and marks the active marks with aria-pressed', async () => {
    const user = userEvent.setup();
    const { ref } = renderEditor({ initialHtml: '<p><strong>Bold</strong></p>' });
    const bold = screen.getByRole('button', { name: /^Bold \((Ctrl\+|⌘)B\)$/ });
    const italic = screen.getByRole('button', { name: /^Italic/ });
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    act(() => ref.current!.focus());
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(italic).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(ref.current!.getHtml()).toBe('<ul><li><p><strong>Bold</strong></p></li></ul>');
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(ref.current!.getHtml()).toBe('<p><strong>Bold</strong></p>');
  });

  it('adds https:// to a link typed without a protocol', async () => {
    const user = userEvent.setup();
    const { ref } = renderEditor({ initialHtml: '<p>Terms</p>' });
    await user.click(screen.getByRole('button', { name: /^Link/ }));
    const address = await screen.findByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();
    await user.type(address, 'example.com/terms{Enter}');
    expect(ref.current!.getHtml()).toContain('href="https://example.com/terms"');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
  });

  it('refuses a video link that is not YouTube or Vimeo', async () => {
    const user = userEvent.setup();
    const { ref } = renderEditor({ initialHtml: '<p>Watch</p>' });
    await user.click(screen.getByRole('button', { name: 'Video' }));
    const address = await screen.findByRole('textbox', { name: 'YouTube or Vimeo link' });
    await user.type(address, 'https://www.dailymotion.com/video/x7tgad0{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only YouTube and Vimeo video links can be embedded.',
    );
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(ref.current!.getHtml()).toBe('<p>Watch</p>');
  });
});

describe('image upload', () => {
  it('shows announced progress, then inserts the uploaded image', async () => {
    signInAs(1); // only a member uploads (SPEC §6)
    // The upload waits for its verification token until the progress was seen.
    let verified: (token: string) => void = () => {};
    setTokenProvider(() => new Promise<string>((resolve) => (verified = resolve)));
    const { ref } = renderEditor();
    chooseImage(png());
    expect(screen.getByRole('status')).toHaveTextContent('Uploading win.png…');
    expect(
      await screen.findByRole('progressbar', { name: 'Uploading win.png…' }),
    ).toBeInTheDocument();
    verified('human-token');
    // The image goes into the text at once; the row leaves with React's next render.
    await waitFor(() => {
      expect(ref.current!.getHtml()).toMatch(/<img src="\/uploads\/images\/\d+"/);
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });
    expect(ref.current!.getHtml()).toContain('srcset=');
    expect(screen.getByRole('status')).toHaveTextContent('win.png was added.');
  });

  it('shows the wrong file type message for code 600, keeping the row', async () => {
    setScenario('code-600');
    renderEditor();
    chooseImage(png());
    expect(await screen.findByRole('alert')).toHaveTextContent(/This file type is not allowed/);
    expect(screen.getByText('win.png')).toBeInTheDocument();
  });

  it('shows the captcha error for code 5000', async () => {
    setScenario('code-5000');
    renderEditor();
    chooseImage(png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not verify that you are human. Please try again.',
    );
  });

  it('shows the generic attachment error and hides the row on any other failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setScenario('server-error');
    const { ref } = renderEditor();
    chooseImage(png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The attachment could not be uploaded. Please try again.',
    );
    expect(screen.queryByText('win.png')).not.toBeInTheDocument();
    expect(ref.current!.getHtml()).toBe('');
  });

  it('refuses a sixth image with the image limit message', () => {
    const images = Array.from({ length: 5 }, (_, i) => `<img src="/uploads/images/${i}">`);
    renderEditor({ initialHtml: `<p>${images.join('')}</p>` });
    chooseImage(png());
    expect(screen.getByRole('alert')).toHaveTextContent('You can add at most 5 images.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
