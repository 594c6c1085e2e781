/**
 * What a text may hold (SPEC §5): paragraphs, bold, italic, links, bullet and numbered
 * lists, quotes, images and YouTube or Vimeo videos. Everything else in HTML that is
 * loaded or pasted is dropped by the parser, because the schema has no place for it;
 * attributes are rebuilt from the rules, never copied.
 */
import { Schema } from 'prosemirror-model';
import type { DOMOutputSpec, NodeSpec, MarkSpec } from 'prosemirror-model';
import { text } from '../messages';
import { normalizeLink, videoEmbed } from '../validation';

/** Image addresses from the upload are site paths or web addresses; nothing else loads. */
export function isImageSource(src: string): boolean {
  return /^(https?:)?\/\//i.test(src) || /^\/(?!\/)/.test(src);
}

/** A srcset keeps only candidates whose address is an image source. */
export function cleanSrcset(srcset: string | null): string | null {
  if (!srcset) return null;
  const kept = srcset
    .split(',')
    .map((candidate) => candidate.trim())
    .filter((candidate) => {
      const [url, descriptor, ...rest] = candidate.split(/\s+/);
      return (
        url &&
        isImageSource(url) &&
        rest.length === 0 &&
        (!descriptor || /^\d+(\.\d+)?[wx]$/.test(descriptor))
      );
    });
  return kept.length ? kept.join(', ') : null;
}

/** The rel of every link users write: not endorsed, user content, no opener. */
export const LINK_REL = 'nofollow ugc noopener noreferrer';

const nodes: Record<string, NodeSpec> = {
  doc: { content: 'block+' },
  paragraph: {
    content: 'inline*',
    group: 'block',
    parseDOM: [{ tag: 'p' }, { tag: 'div', priority: 10 }],
    toDOM: (): DOMOutputSpec => ['p', 0],
  },
  blockquote: {
    content: 'block+',
    group: 'block',
    defining: true,
    parseDOM: [{ tag: 'blockquote' }],
    toDOM: (): DOMOutputSpec => ['blockquote', 0],
  },
  bullet_list: {
    content: 'list_item+',
    group: 'block',
    parseDOM: [{ tag: 'ul' }],
    toDOM: (): DOMOutputSpec => ['ul', 0],
  },
  ordered_list: {
    content: 'list_item+',
    group: 'block',
    parseDOM: [{ tag: 'ol' }],
    toDOM: (): DOMOutputSpec => ['ol', 0],
  },
  list_item: {
    content: 'paragraph block*',
    defining: true,
    parseDOM: [{ tag: 'li' }],
    toDOM: (): DOMOutputSpec => ['li', 0],
  },
  video: {
    group: 'block',
    atom: true,
    draggable: true,
    attrs: { src: {} },
    parseDOM: [
      {
        tag: 'iframe[src]',
        getAttrs: (dom) => {
          const embed = videoEmbed((dom as HTMLElement).getAttribute('src') ?? '');
          return embed ? { src: embed.src } : false;
        },
      },
    ],
    toDOM: (node): DOMOutputSpec => [
      'div',
      { class: 'cw-editor__video' },
      [
        'iframe',
        {
          src: node.attrs.src as string,
          title: text.videoTitle(),
          allowfullscreen: 'true',
          loading: 'lazy',
          referrerpolicy: 'strict-origin-when-cross-origin',
          sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
        },
      ],
    ],
  },
  text: { group: 'inline' },
  image: {
    inline: true,
    group: 'inline',
    draggable: true,
    attrs: { src: {}, srcset: { default: null }, alt: { default: '' } },
    parseDOM: [
      {
        tag: 'img[src]',
        getAttrs: (dom) => {
          const element = dom as HTMLElement;
          const src = element.getAttribute('src') ?? '';
          if (!isImageSource(src)) return false;
          return {
            src,
            srcset: cleanSrcset(element.getAttribute('srcset')),
            alt: element.getAttribute('alt') ?? '',
          };
        },
      },
    ],
    toDOM: (node): DOMOutputSpec => {
      const { src, srcset, alt } = node.attrs as {
        src: string;
        srcset: string | null;
        alt: string;
      };
      return ['img', srcset ? { src, srcset, alt } : { src, alt }];
    },
  },
  hard_break: {
    inline: true,
    group: 'inline',
    selectable: false,
    parseDOM: [{ tag: 'br' }],
    toDOM: (): DOMOutputSpec => ['br'],
  },
};

const marks: Record<string, MarkSpec> = {
  link: {
    attrs: { href: {} },
    inclusive: false,
    parseDOM: [
      {
        tag: 'a[href]',
        getAttrs: (dom) => {
          const href = normalizeLink((dom as HTMLElement).getAttribute('href') ?? '');
          return href ? { href } : false;
        },
      },
    ],
    toDOM: (mark): DOMOutputSpec => [
      'a',
      { href: mark.attrs.href as string, rel: LINK_REL, target: '_blank' },
      0,
    ],
  },
  italic: {
    parseDOM: [
      { tag: 'i' },
      { tag: 'em' },
      { style: 'font-style=italic' },
      { style: 'font-style=normal', clearMark: (mark) => mark.type.name === 'italic' },
    ],
    toDOM: (): DOMOutputSpec => ['em', 0],
  },
  bold: {
    parseDOM: [
      { tag: 'strong' },
      // Google Docs wraps everything in <b style="font-weight: normal">.
      {
        tag: 'b',
        getAttrs: (node) => (node as HTMLElement).style.fontWeight !== 'normal' && null,
      },
      { style: 'font-weight=400', clearMark: (mark) => mark.type.name === 'bold' },
      {
        style: 'font-weight',
        getAttrs: (value) => /^(bold(er)?|[5-9]\d{2,})$/.test(value as string) && null,
      },
    ],
    toDOM: (): DOMOutputSpec => ['strong', 0],
  },
};

export const schema = new Schema({ nodes, marks });
