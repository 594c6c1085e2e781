import DOMPurify from 'dompurify';

/**
 * Tags the editor can hold (see schema.ts) and the ones whose text is worth keeping
 * when pasted from a web page or a word processor (headings become paragraphs).
 */
const ALLOWED_TAGS = [
  'p',
  'div',
  'br',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'img',
  'iframe',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'code',
];
// `style` stays only for the bold and italic of word processors; DOMPurify drops
// `expression()` and the schema reads nothing else of it.
const ALLOWED_ATTR = ['href', 'src', 'srcset', 'alt', 'style'];

/**
 * Cleans HTML from outside (the clipboard, a saved post) before the editor parses it:
 * scripts, event handlers, `javascript:` addresses and unknown tags go. DESIGN.md: HTML
 * from users is sanitized before it touches the DOM. Iframes survive here only to be
 * checked by the schema's video rule (YouTube or Vimeo), which drops every other one.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  });
}
