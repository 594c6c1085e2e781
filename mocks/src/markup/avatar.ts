import { attrs, html } from './html';

/**
 * A member's avatar as the site draws it when the member has no picture: their initials
 * on a colour of their own, an SVG in the page (nothing is fetched from elsewhere).
 */

/** The avatar's side in CSS pixels (the demo's stylesheet lays it out at this size). */
export const AVATAR_SIZE = 40;
/** The colour wheel's saturation and lightness: white initials stay readable on each hue. */
const AVATAR_SATURATION = 45;
const AVATAR_LIGHTNESS = 32;
const HUES = 360;

/** The same name always gets the same hue. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) % HUES;
  return hash;
}

/** Up to two letters: the first of each word (`rep_royal` → RR), else the first two. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s_.-]+/).filter(Boolean);
  const letters =
    words.length > 1
      ? words.slice(0, 2).map((word) => [...word][0])
      : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);

/** The avatar's address: `data:image/svg+xml`, for an `<img>` with an empty `alt`. */
export function avatarUrl(name: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 40 40"><rect width="40" height="40" rx="20" fill="hsl(${hueOf(name)},${AVATAR_SATURATION}%,${AVATAR_LIGHTNESS}%)"/><text x="20" y="25.5" font-size="15" font-family="system-ui,sans-serif" font-weight="600" fill="#fff" text-anchor="middle">${escapeXml(initialsOf(name))}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The avatar beside a name: decorative (`alt=""`), the name follows it. */
export const avatarHtml = (name: string) =>
  html`<img
    ${attrs({ class: 'cg-avatar', src: avatarUrl(name), alt: '', width: AVATAR_SIZE, height: AVATAR_SIZE })}
  />`;
