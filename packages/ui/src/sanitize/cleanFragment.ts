/**
 * DOMPurify for server HTML that a widget shows after an action (a submitted wizard, an
 * opened bonus detail): it loads with the first such call, in parallel with it, so a
 * visitor who never acts never loads it.
 */
import type DOMPurifyApi from 'dompurify';
import { parseFragment } from '@casino/core';

let purify: Promise<typeof DOMPurifyApi> | undefined;

export function loadSanitizer(): Promise<typeof DOMPurifyApi> {
  purify ??= import('dompurify').then((module) => module.default);
  // A failed load may be tried again with the next call.
  purify.catch(() => {
    purify = undefined;
  });
  return purify;
}

/** The server's HTML, cleaned, as nodes to insert. */
export async function cleanFragment(html: string): Promise<DocumentFragment> {
  const sanitizer = await loadSanitizer();
  return parseFragment(sanitizer.sanitize(html, { RETURN_TRUSTED_TYPE: false }));
}
