/**
 * The language chooser after code 8209 (SPEC §7, §8: the language of a reply or post
 * could not be detected): the languages offered and the one preselected. Shared by the
 * review replies and the forum.
 */

export interface ReplyLanguage {
  code: string;
  name: string;
}

/** The languages a reply can be marked with when the server cannot detect one (8209). */
export const REPLY_LANGUAGES: readonly ReplyLanguage[] = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'it', name: 'Italiano' },
  { code: 'pt', name: 'Português' },
  { code: 'pl', name: 'Polski' },
  { code: 'cs', name: 'Čeština' },
  { code: 'fi', name: 'Suomi' },
  { code: 'sv', name: 'Svenska' },
];

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
