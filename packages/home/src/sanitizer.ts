/**
 * DOMPurify cleans the bonus detail's HTML before it goes in the page. It loads with the
 * first detail opened (in parallel with the call): a visitor who opens none never loads it.
 */
import type DOMPurifyApi from 'dompurify';
import { parseFragment } from '@casino/core';

let purify: Promise<typeof DOMPurifyApi> | undefined;

export function loadSanitizer(): Promise<typeof DOMPurifyApi> {
  purify ??= import('dompurify').then((module) => module.default);
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
