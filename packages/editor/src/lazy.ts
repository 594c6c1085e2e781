/**
 * The editor's door for pages: `loadEditor()` fetches the editor's chunk (ProseMirror,
 * DOMPurify, the toolbar) on demand, for example when a member focuses a reply box, so
 * a visitor who only reads never downloads it. This file imports nothing itself.
 */
import type * as Editor from './index';

let loading: Promise<typeof Editor> | null = null;

export function loadEditor(): Promise<typeof Editor> {
  loading ??= import('./index').catch((error: unknown) => {
    // A failed chunk may load on the next try (a flaky network).
    loading = null;
    throw error;
  });
  return loading;
}
