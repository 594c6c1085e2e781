/**
 * A post's text as the fake server reads and shows it. The editor sends HTML; the fake
 * keeps only a few tags, rebuilt from their names with no attribute (p, br, strong, b,
 * em, i, u, s, ul, ol, li, blockquote), plus images of its own uploads and links to http(s)
 * addresses (`rel="nofollow ugc noopener"`, as forums mark members' links); every other
 * tag is dropped and all text is decoded, then escaped again. Plain text (seeded posts)
 * becomes paragraphs. Counting (words, characters, images) reads the same text.
 */
import { escapeHtml, html, raw } from './html';
import type { SafeHtml } from './html';
import { UPLOADED_IMAGES_PATH } from '../handlers/uploads';

const KEPT = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
]);
/** Tags that separate words when the markup is taken away. */
const BLOCKS = new Set(['p', 'br', 'li', 'ul', 'ol', 'blockquote', 'div', 'h1', 'h2', 'h3']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;
const IMAGE_SRC = new RegExp(`\\ssrc="(${UPLOADED_IMAGES_PATH}/\\d+)(?:\\?w=\\d+)?"`);
const LINK_HREF = /\shref="(https?:\/\/[^"]+)"/i;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Text of HTML between tags, its character references read. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** The text without its markup, blocks separated by a line break. */
export function plainText(text: string): string {
  return decodeEntities(
    text.replace(TAG, (_tag, _slash, name: string) => (BLOCKS.has(name.toLowerCase()) ? '\n' : '')),
  )
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

/** Characters of the text as the editor's counter shows them. */
export const characterCount = (text: string) => plainText(text).length;

/** Images the text holds. */
export const imageCount = (text: string) =>
  [...text.matchAll(TAG)].filter((match) => match[2]!.toLowerCase() === 'img' && !match[1]).length;

function plainParagraphs(text: string): SafeHtml {
  return html`${text
    .trim()
    .split(/\n\s*\n/)
    .map(
      (paragraph) =>
        html`<p>
          ${paragraph.split('\n').map((line, index) => [index > 0 && html`<br />`, line])}
        </p>`,
    )}`;
}

/**
 * The post's text as safe markup: only the kept tags (written here from their names),
 * balanced, and escaped text; so it may be marked trusted.
 */
export function postTextHtml(text: string): SafeHtml {
  const tags = [...text.matchAll(TAG)];
  if (tags.length === 0) return plainParagraphs(decodeEntities(text));
  const out: string[] = [];
  const open: string[] = [];
  let from = 0;
  for (const match of tags) {
    out.push(escapeHtml(decodeEntities(text.slice(from, match.index))));
    from = match.index + match[0].length;
    const name = match[2]!.toLowerCase();
    const closing = match[1] === '/';
    if (name === 'img' && !closing) {
      const src = IMAGE_SRC.exec(match[3]!)?.[1];
      if (src) out.push(html`<img src="${src}" alt="" loading="lazy" />`.value);
    } else if (name === 'a' && !closing) {
      const href = LINK_HREF.exec(match[3]!)?.[1];
      if (href) {
        open.push(name);
        // Its closing tag comes with the member's, like the kept tags'.
        out.push(`<a href="${escapeHtml(decodeEntities(href))}" rel="nofollow ugc noopener">`);
      }
    } else if (name === 'br') {
      if (!closing) out.push('<br>');
    } else if (KEPT.has(name) && !closing) {
      open.push(name);
      out.push(`<${name}>`);
    } else if ((KEPT.has(name) || name === 'a') && open.includes(name)) {
      while (open.length > 0) {
        const last = open.pop()!;
        out.push(`</${last}>`);
        if (last === name) break;
      }
    }
  }
  out.push(escapeHtml(decodeEntities(text.slice(from))));
  while (open.length > 0) out.push(`</${open.pop()!}>`);
  return raw(out.join(''));
}
