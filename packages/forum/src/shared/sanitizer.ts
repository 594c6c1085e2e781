/**
 * DOMPurify, which cleans the backend's HTML before it goes in the page, loads with the
 * first call whose answer brings HTML (in parallel with it): a reader never loads it.
 */
import type DOMPurifyApi from 'dompurify';

let purify: typeof DOMPurifyApi | undefined;
let loading: Promise<void> | undefined;

function loadSanitizer(): Promise<void> {
  loading ??= import('dompurify').then((module) => {
    purify = module.default;
  });
  return loading;
}

/** `answer` once DOMPurify is there too. */
export async function withSanitizer<T>(answer: Promise<T>): Promise<T> {
  const [value] = await Promise.all([answer, loadSanitizer()]);
  return value;
}

/** The backend's HTML, cleaned; only after an answer awaited with `withSanitizer`. */
export function sanitize(html: string): string {
  if (!purify) throw new Error('Server HTML arrived before its sanitizer was loaded');
  return purify.sanitize(html, { RETURN_TRUSTED_TYPE: false });
}
