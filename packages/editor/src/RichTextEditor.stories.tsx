import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { RichTextEditor } from './RichTextEditor';
import type { RichTextEditorHandle, RichTextEditorProps } from './RichTextEditor';

/** The editor as a reply form uses it: a send button that validates first. */
function ReplyForm(props: Omit<RichTextEditorProps, 'ref'>) {
  const editor = useRef<RichTextEditorHandle>(null);
  const [sent, setSent] = useState('');
  return (
    <div style={{ maxWidth: '44rem', display: 'grid', gap: '0.75rem' }}>
      <RichTextEditor {...props} ref={editor} />
      <button
        type="button"
        style={{ justifySelf: 'start', font: 'inherit', padding: '0.375rem 1rem' }}
        onClick={() => {
          if (!editor.current || editor.current.validate().length) return;
          setSent(editor.current.getHtml());
          editor.current.clear();
        }}
      >
        Send
      </button>
      {sent && (
        <output style={{ font: '0.875rem monospace', whiteSpace: 'pre-wrap' }}>{sent}</output>
      )}
    </div>
  );
}

const meta = {
  title: 'Editor/RichTextEditor',
  component: ReplyForm,
  args: {
    label: 'Your reply',
    placeholder: 'Share your experience with this casino…',
    onChange: fn(),
  },
} satisfies Meta<typeof ReplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Your reply' });

/** Nothing written yet: sending shows the EMPTY error. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('0/5000')).toBeInTheDocument();
    await fireEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please write something first.',
    );
    await expect(await textbox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A post being edited: formatting, a list, a quote, a link and a video. */
export const WithContent: Story = {
  args: {
    initialHtml: [
      '<p>Paid out in <strong>two hours</strong>, <em>no questions asked</em> 😃</p>',
      '<ul><li><p>Fast withdrawals</p></li><li><p>Fair <a href="https://example.com/terms">bonus terms</a></p></li></ul>',
      '<blockquote><p>Support answered within minutes.</p></blockquote>',
      '<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>',
    ].join(''),
  },
  play: async ({ canvasElement }) => {
    const toolbar = await within(canvasElement).findByRole('toolbar', { name: 'Formatting' });
    await expect(within(toolbar).getAllByRole('button')).toHaveLength(10);
    await expect((await textbox(canvasElement)).querySelector('a')).toHaveAttribute(
      'href',
      'https://example.com/terms',
    );
  },
};

/** The page's maximum is 120 characters and the text is longer: red counter, invalid field. */
export const OverTheLimit: Story = {
  args: {
    maxCharacters: 120,
    initialHtml:
      '<p>The welcome bonus looked generous, but the wagering requirement of 60 times the bonus made it impossible to withdraw anything in the end.</p>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('137/120')).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your text is longer than 120 characters.',
    );
    await expect(await textbox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The fake backend answers in the page; a busy machine can take seconds. */
const UPLOAD_WAIT_MS = 5000;

const choose = (canvasElement: HTMLElement, file: File) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The image input is missing');
  fireEvent.change(input, { target: { files: [file] } });
};

/** The backend refuses the file type (code 600): the row stays with the message. */
export const UploadWrongType: Story = {
  parameters: { mockScenario: 'code-600' },
  play: async ({ canvasElement }) => {
    choose(canvasElement, new File([new Uint8Array(8)], 'screenshot.png', { type: 'image/png' }));
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByRole('alert')).toHaveTextContent(/This file type is not allowed/),
      { timeout: UPLOAD_WAIT_MS },
    );
    await expect(canvas.getByText('screenshot.png')).toBeInTheDocument();
  },
};

/** Human verification failed (code 5000): the captcha error. */
export const UploadCaptchaError: Story = {
  parameters: { mockScenario: 'code-5000' },
  play: async ({ canvasElement }) => {
    choose(canvasElement, new File([new Uint8Array(8)], 'screenshot.png', { type: 'image/png' }));
    await waitFor(
      () =>
        expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
          'We could not verify that you are human. Please try again.',
        ),
      { timeout: UPLOAD_WAIT_MS },
    );
  },
};

/** Any other failure: the generic attachment error, and the upload's row goes away. */
export const UploadFailed: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    choose(canvasElement, new File([new Uint8Array(8)], 'screenshot.png', { type: 'image/png' }));
    const canvas = within(canvasElement);
    await waitFor(
      () =>
        expect(canvas.getByRole('alert')).toHaveTextContent(
          'The attachment could not be uploaded. Please try again.',
        ),
      { timeout: UPLOAD_WAIT_MS },
    );
    await expect(canvas.queryByText('screenshot.png')).not.toBeInTheDocument();
  },
};
