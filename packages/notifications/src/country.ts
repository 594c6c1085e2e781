import { pageLocale } from '@casino/core';

let names: Intl.DisplayNames | undefined;

/** A two-letter country code's name in the page's language; the code itself if unknown. */
export function countryName(code: string): string {
  try {
    names ??= new Intl.DisplayNames(pageLocale(), { type: 'region' });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
