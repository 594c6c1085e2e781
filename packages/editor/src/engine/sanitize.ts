import { loadSanitizer } from '@casino/ui';
import type { HtmlRules } from '@casino/ui';

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
const EDITOR_RULES: HtmlRules = {
  tags: ALLOWED_TAGS,
  // `style` stays only for the bold and italic of word processors; DOMPurify drops
  // `expression()` and the schema reads nothing else of it.
  attributes: ['href', 'src', 'srcset', 'alt', 'style'],
  dataAttributes: false,
  addresses: /^(?:https?:|mailto:|\/|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

// The editor's chunk runs once ui's sanitizer (a chunk of its own, loaded in parallel)
// is there: the editor cleans what it reads as it reads it.
const sanitizer = await loadSanitizer();

/**
 * Cleans HTML from outside (the clipboard, a saved post) before the editor parses it:
 * scripts, event handlers, `javascript:` addresses and unknown tags go. DESIGN.md: HTML
 * from users is sanitized before it touches the DOM. Iframes survive here only to be
 * checked by the schema's video rule (YouTube or Vimeo), which drops every other one.
 */
export function sanitizeHtml(html: string): string {
  return sanitizer.text(html, EDITOR_RULES);
}

/** `html` cleaned as for `sanitizeHtml`, as inert nodes: nothing in it runs or loads. */
export function sanitizedFragment(html: string): DocumentFragment {
  return sanitizer.fragment(html, EDITOR_RULES);
}
