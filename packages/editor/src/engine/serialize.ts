/**
 * Between the editor's document and the HTML a post is sent as (the `text` field of a
 * post or a reply) and loaded from (a post being edited).
 */
import { DOMParser, DOMSerializer } from 'prosemirror-model';
import type { Node } from 'prosemirror-model';
import type { ContentSummary } from '../validation';
import { sanitizedFragment } from './sanitize';
import { schema } from './schema';

/** Blocks are separated by a line break in the plain text (and counted as one character). */
export const BLOCK_SEPARATOR = '\n';

/** The document of an HTML text; what the schema cannot hold is dropped. */
export function parseHtml(html: string): Node {
  // Nothing to read (a cleared editor): no sanitizer, no parse.
  if (!html) return emptyDoc();
  // Sanitized, and parsed inert: nothing in it runs or loads while it is read.
  return DOMParser.fromSchema(schema).parse(sanitizedFragment(html));
}

/** A document with nothing in it: one empty paragraph. */
export const emptyDoc = (): Node => schema.topNodeType.createAndFill()!;

/** Whether a document has nothing in it (one empty paragraph). */
export function isBlank(doc: Node): boolean {
  return (
    doc.childCount === 1 &&
    doc.firstChild?.type.name === 'paragraph' &&
    doc.firstChild.content.size === 0
  );
}

/** The HTML to send; an empty text is the empty string. */
export function serializeHtml(doc: Node): string {
  if (isBlank(doc)) return '';
  // Built in a template's inert document: its images do not start loading.
  const template = document.createElement('template');
  const inert = template.content.ownerDocument;
  template.content.append(
    DOMSerializer.fromSchema(schema).serializeFragment(doc.content, { document: inert }),
  );
  return template.innerHTML;
}

/** The plain text: blocks on their own lines, images and videos left out. */
export function plainText(doc: Node): string {
  return doc.textBetween(0, doc.content.size, BLOCK_SEPARATOR, (leaf) =>
    leaf.type.name === 'hard_break' ? BLOCK_SEPARATOR : '',
  );
}

/** What the validation rules look at. */
export function summarize(doc: Node): ContentSummary {
  let images = 0;
  let videos = 0;
  doc.descendants((node) => {
    if (node.type.name === 'image') images += 1;
    if (node.type.name === 'video') videos += 1;
  });
  return { text: plainText(doc), images, videos };
}
