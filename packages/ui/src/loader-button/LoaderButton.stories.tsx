import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoaderButton } from './LoaderButton';

const ACTION_MS = 1500;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'UI/Loader button',
  component: LoaderButton,
  args: { children: 'Save', onAction: fn(() => wait(ACTION_MS)) },
  argTypes: { onAction: { control: false } },
} satisfies Meta<typeof LoaderButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** While the action runs: `aria-busy` and the loading label, and a spinner once the wait lasts 300 ms. */
export const Loading: Story = {
  args: { loadingLabel: 'Saving…', onAction: fn(() => new Promise(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Repeat clicks while the action runs are ignored: one action for three clicks. */
export const RepeatClicksIgnored: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
  },
};

/** A loader driven from outside, such as a form that submits on its own. */
export const DrivenFromOutside: Story = { args: { loading: true, loadingLabel: 'Sending…' } };

function ReplyForm() {
  const [log, setLog] = useState<string[]>([]);
  const note = (entry: string) => setLog((entries) => [...entries, entry]);
  return (
    <form
      aria-label="Reply"
      onSubmit={(event) => {
        event.preventDefault();
        note('posted');
      }}
    >
      <LoaderButton
        onAction={async () => {
          note('saving');
          await wait(ACTION_MS);
          note('saved');
        }}
        loadingLabel="Saving draft…"
      >
        Save draft
      </LoaderButton>{' '}
      <LoaderButton type="submit">Post reply</LoaderButton>
      <p role="status">{log.join(', ') || 'Nothing done yet'}</p>
    </form>
  );
}

/** SPEC §4: while one loader of a form is active, clicks on its other buttons are ignored. */
export const ActiveLoaderInForm: Story = {
  render: () => <ReplyForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Post reply' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('saving');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('saving, saved'), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Post reply' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('saving, saved, posted');
  },
};
