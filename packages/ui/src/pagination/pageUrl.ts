/**
 * SPEC §2 pagination: the page number replaces a number at the end of the base path, or
 * is appended to it. `/casinos/3` → `/casinos/7`, `/casinos` → `/casinos/7`. A query or
 * hash after the path is kept.
 */
export function pageUrl(basePath: string, page: number): string {
  const [, path = '', tail = ''] = /^([^?#]*)(.*)$/.exec(basePath) ?? [];
  const trimmed = path.replace(/\/+$/, '');
  const withoutPage = /(^|\/)\d+$/.test(trimmed) ? trimmed.replace(/\d+$/, '') : `${trimmed}/`;
  return `${withoutPage}${Math.trunc(page)}${tail}`;
}

/**
 * SPEC §2 go-to-page input: digits only (anything else is dropped as it is typed), no
 * leading zeros, capped at the last page. May be empty while typing.
 */
export function sanitizePageInput(value: string, maxPage: number): string {
  const digits = value.replace(/\D+/g, '').replace(/^0+/, '');
  if (!digits) return '';
  return Number(digits) > maxPage ? String(Math.max(1, Math.trunc(maxPage))) : digits;
}

/** The page a go-to-page value asks for, or null when it names none. */
export function parsePageInput(value: string, maxPage: number): number | null {
  const clean = sanitizePageInput(value, maxPage);
  return clean ? Number(clean) : null;
}

/** Pages shown on each side of the current one before a gap. */
export const PAGINATION_SIBLINGS = 1;

export type PageItem = number | 'gap';

/**
 * The page links to show: the first and last page, the current one with its neighbours,
 * and gaps between (`1 … 4 5 6 … 20`). A gap of a single page shows that page instead.
 */
export function pageItems(
  page: number,
  pageCount: number,
  siblings = PAGINATION_SIBLINGS,
): PageItem[] {
  const pages = new Set<number>([1, pageCount]);
  for (let n = page - siblings; n <= page + siblings; n += 1) pages.add(n);
  const sorted = [...pages].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(n - 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}

/** Goes to an address; `location.assign` on a page, something else in tests and stories. */
export type Navigate = (url: string) => void;

export const navigateTo: Navigate = (url) => window.location.assign(url);
