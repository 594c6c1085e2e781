import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { cutPaste } from './cutPaste';

const MAX = 20;

/** A controlled field as the forms have it, saying when a paste was cut. */
function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const [cut, setCut] = useState(false);
  return (
    <>
      <textarea
        aria-label="Text"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onPaste={(event) => setCut(cutPaste(event, MAX))}
      />
      <p role="status">{cut ? 'cut' : ''}</p>
    </>
  );
}

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text' });
/** Pastes `text` at the field's selection; false when the page took the paste over. */
const paste = (text: string) =>
  fireEvent.paste(field(), {
    clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') },
  });

describe('a paste into a text field with a limit', () => {
  it('is cut at once to the room left under the limit, and says so', () => {
    render(<Field initial="Hello " />);
    field().focus();
    expect(paste('x'.repeat(100_000))).toBe(false);
    expect(field().value).toBe(`Hello ${'x'.repeat(MAX - 6)}`);
    expect(screen.getByRole('status').textContent).toBe('cut');
  });

  it('replaces the selection, whose characters make room', () => {
    render(<Field initial={'a'.repeat(MAX)} />);
    field().focus();
    field().setSelectionRange(5, 10);
    expect(paste('0123456789')).toBe(false);
    expect(field().value).toBe(`aaaaa01234${'a'.repeat(MAX - 10)}`);
  });

  it('keeps a paste that fits whole, and says nothing', () => {
    render(<Field initial="Hello " />);
    field().focus();
    // Left to the browser, which inserts it whole.
    expect(paste('world')).toBe(true);
    expect(field().value).toBe('Hello ');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('leaves no half of a character and counts a line break once', () => {
    render(<Field initial={'a'.repeat(MAX - 4)} />);
    field().focus();
    expect(paste('b\r\nc😀😀')).toBe(false);
    expect(field().value).toBe(`${'a'.repeat(MAX - 4)}b\nc`);
  });
});
