import type { ClipboardEvent } from 'react';

type TextField = HTMLTextAreaElement | HTMLInputElement;

/** `text` cut to `length` UTF-16 units, without leaving half of a character behind. */
function cutText(text: string, length: number): string {
  const code = text.charCodeAt(length - 1);
  const halfCharacter = code >= 0xd800 && code <= 0xdbff;
  return text.slice(0, halfCharacter ? length - 1 : length);
}

/**
 * Puts `text` in place of the selection, through the element's own value setter, which a
 * React field hears as typing (an `input` event). Not `execCommand('insertText')`: it
 * keeps the browser's undo, but Chromium inserts each line break as an edit of its own,
 * seconds for a few thousand characters of short lines at 4x CPU slowdown.
 */
function insert(field: TextField, text: string, start: number, end: number) {
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
