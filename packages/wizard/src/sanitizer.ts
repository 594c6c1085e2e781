/**
 * DOMPurify, which cleans the server's result HTML before it goes in the page, loads with
 * the wizard's submit (in parallel with the call) or when a restored result is shown: a
 * visitor who never finishes the wizard never loads it.
 */
import type DOMPurifyApi from 'dompurify';
import { parseFragment } from '@casino/core';

let purify: Promise<typeof DOMPurifyApi> | undefined;

export function loadSanitizer(): Promise<typeof DOMPurifyApi> {
  purify ??= import('dompurify').then((module) => module.default);
  // A failed load may be tried again with the next submit.
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
