import type { ClipboardEvent } from 'react';

type TextField = HTMLTextAreaElement | HTMLInputElement;

/** `text` cut to `length` UTF-16 units, without leaving half of a character behind. */
function cutText(text: string, length: number): string {
  const code = text.charCodeAt(length - 1);
  const halfCharacter = code >= 0xd800 && code <= 0xdbff;
  return text.slice(0, halfCharacter ? length - 1 : length);
}

/**
 * Inserts `text` in place of the selection as the browser inserts typing (an `input`
 * event, and undo takes it back). Where `execCommand` is gone or does nothing, the value
 * is set through the element's own setter, which a React field hears as typing too.
 */
function insert(field: TextField, text: string, start: number, end: number) {
  const inserted =
    typeof document.execCommand === 'function' && document.execCommand('insertText', false, text);
  if (inserted) return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setValue?.call(field, field.value.slice(0, start) + text + field.value.slice(end));
  field.setSelectionRange(start + text.length, start + text.length);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Cuts a paste into a text field to the room left under `max` characters, at once, and
 * says whether it did (the field's owner tells the visitor). Left alone, a paste of a
 * book goes whole into the field first, where the browser lays it out and the page's
 * handlers copy it, and the tab stops answering for seconds. A paste that fits is the
 * browser's own. Characters are counted as a textarea's `maxlength` counts them (UTF-16 units, a
 * line break one).
 */
export function cutPaste(event: ClipboardEvent<TextField>, max: number): boolean {
  const field = event.currentTarget;
  const pasted = event.clipboardData.getData('text/plain').replace(/\r\n?/g, '\n');
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  const room = Math.max(0, max - (field.value.length - (end - start)));
  if (pasted.length <= room) return false;
  event.preventDefault();
  const kept = cutText(pasted, room);
  if (!kept) return true;
  insert(field, kept, start, end);
  return true;
}
