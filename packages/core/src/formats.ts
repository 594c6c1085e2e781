/**
 * Dates and numbers in the page's language (`<html lang>`, the browser's when the page
 * names none), each formatter made with its first use and kept for the page: making one
 * loads the locale's data, tens of milliseconds on a slow phone, in whatever task makes it
 * (a chunk's evaluation, when made as it loads).
 */

/** The page's language, as the CMS renders it; undefined lets the browser choose. */
export const pageLocale = (): string | undefined => document.documentElement.lang || undefined;

export function dateFormat(options: Intl.DateTimeFormatOptions): (value: Date | number) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (value) => (format ??= new Intl.DateTimeFormat(pageLocale(), options)).format(value);
}

export function numberFormat(options?: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => (format ??= new Intl.NumberFormat(pageLocale(), options)).format(value);
}
