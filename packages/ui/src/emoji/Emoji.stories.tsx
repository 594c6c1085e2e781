import { useId, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EMOJI_NAMES, EMOTICONS, replaceEmoticons } from './emoticons';

const cell = {
  padding: '0.25rem 0.75rem',
  borderBottom: '1px solid #c5ccc8',
  textAlign: 'start',
} as const;

/** Every emoticon and the emoji it becomes. */
function EmoticonTable() {
  return (
    <table style={{ borderCollapse: 'collapse', font: '1rem/1.4 system-ui, sans-serif' }}>
      <caption style={{ textAlign: 'start', fontWeight: 600 }}>Text emoticons</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Typed
          </th>
          <th scope="col" style={cell}>
            Shown
          </th>
          <th scope="col" style={cell}>
            Meaning
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(EMOTICONS).map(([emoticon, emoji]) => (
          <tr key={emoticon}>
            <td style={cell}>
              <code>{emoticon}</code>
            </td>
            <td style={cell}>{emoji}</td>
            <td style={cell}>{EMOJI_NAMES[emoji]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Type a message and see it with emoji. */
function Preview({ initial }: { initial: string }) {
  const id = useId();
  const [text, setText] = useState(initial);
  return (
    <div
      style={{
        display: 'grid',
        gap: '0.5rem',
        maxWidth: '32rem',
        font: '1rem/1.4 system-ui, sans-serif',
      }}
    >
      <label htmlFor={id}>Your message</label>
      <textarea id={id} rows={3} value={text} onChange={(event) => setText(event.target.value)} />
      <p style={{ margin: 0 }}>
        Shown as: <output htmlFor={id}>{replaceEmoticons(text)}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'UI/Emoji',
  component: Preview,
  args: { initial: 'Fast payout :D (y) but the bonus terms :( Still <3 it ;)' },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Emoticons typed as words of their own become emoji. */
export const Replacing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Your message');
    await userEvent.clear(field);
    await userEvent.type(field, 'Won big :D');
    await expect(canvasElement.querySelector('output')).toHaveTextContent('Won big 😃');
  },
};

/** Addresses, times and words stay as typed. */
export const LeftAlone: Story = {
  args: { initial: 'Starts at 3:30, see http://example.com/terms, xDebug, smile:)' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('output')).toHaveTextContent(
      'Starts at 3:30, see http://example.com/terms, xDebug, smile:)',
    );
  },
};

/** The whole table (SPEC §9: about 40 emoticons). */
export const Table: Story = { render: () => <EmoticonTable /> };
