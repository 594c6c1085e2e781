/**
 * The editor's door for pages: `loadEditor()` fetches the editor's chunk (ProseMirror,
 * DOMPurify, the toolbar) on demand, for example when a member focuses a reply box, so
 * a visitor who only reads never downloads it. This file imports none of the editor's
 * code itself.
 */
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { reportError } from '@casino/core';
import type * as Editor from './index';
import type { RichTextEditorProps } from './index';

let loading: Promise<typeof Editor> | null = null;

export function loadEditor(): Promise<typeof Editor> {
  loading ??= import('./index').catch((error: unknown) => {
    // A failed chunk may load on the next try (a flaky network).
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The editor as a component that loads on its first render; `Unavailable` stands in its
 * place when the chunk fails to load (the failure is reported as `owner`'s).
 */
export function lazyRichTextEditor(owner: string, Unavailable: ComponentType) {
  return lazy(() =>
    loadEditor().then(
      (editor) => ({ default: editor.RichTextEditor }),
      (error: unknown) => {
        reportError(`${owner}: the editor failed to load: ${String(error)}`);
        return { default: Unavailable as ComponentType<RichTextEditorProps> };
      },
    ),
  );
}
