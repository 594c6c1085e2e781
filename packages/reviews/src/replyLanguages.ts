import { REPLY_LANGUAGES } from './constants';

export interface ReplyLanguage {
  code: string;
  name: string;
}

/** A language's name in the page's language ("Nederlands" or "Dutch"), or null for a non-code. */
function nameOf(code: string): string | null {
  try {
    const names = new Intl.DisplayNames([document.documentElement.lang || 'en'], {
      type: 'language',
      fallback: 'none',
    });
    return names.of(code) ?? null;
  } catch {
    // Not a language code (a malformed or hostile answer): it is not offered.
    return null;
  }
}

/**
 * The language selector after 8209 (SPEC §7): the site's reply languages, with the
 * language the server detected preselected, added first when the list lacks it (any
 * language the site supports has a code the browser can name).
 */
export function replyLanguageChoice(detected: string | null | undefined): {
  options: ReplyLanguage[];
  chosen: string;
} {
  const options = [...REPLY_LANGUAGES];
  const code = detected?.trim().toLowerCase() ?? '';
  if (!code) return { options, chosen: options[0]?.code ?? 'en' };
  if (options.some((item) => item.code === code)) return { options, chosen: code };
  const name = nameOf(code);
  if (!name) return { options, chosen: options[0]?.code ?? 'en' };
  return { options: [{ code, name }, ...options], chosen: code };
}
