/** The toolbar's and the shortcuts' actions, as ProseMirror commands and state queries. */
import { lift, toggleMark, wrapIn } from 'prosemirror-commands';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, wrapInList } from 'prosemirror-schema-list';
import type { Command, EditorState } from 'prosemirror-state';
import { TextSelection } from 'prosemirror-state';
import { schema } from './schema';

const { bold, italic, link } = schema.marks as Record<'bold' | 'italic' | 'link', MarkType>;
const nodes = schema.nodes as Record<
  'bullet_list' | 'ordered_list' | 'list_item' | 'blockquote' | 'image' | 'video' | 'paragraph',
  NodeType
>;

export const toggleBold: Command = toggleMark(bold);
export const toggleItalic: Command = toggleMark(italic);

/** Whether the mark applies to the selection (or is stored for what is typed next). */
export function isMarkActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/** The depth of the nearest ancestor of the selection of this type, or -1. */
function ancestorDepth(state: EditorState, type: NodeType): number {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1)
    if ($from.node(depth).type === type) return depth;
  return -1;
}

/** Whether the selection is inside a node of this type. */
export function isInside(state: EditorState, type: NodeType): boolean {
  return ancestorDepth(state, type) >= 0;
}

/** Into a list of this kind, out of it when already there, or from the other kind to it. */
function toggleList(type: NodeType): Command {
  return (state, dispatch) => {
    const other = type === nodes.bullet_list ? nodes.ordered_list : nodes.bullet_list;
    const listDepth = Math.max(ancestorDepth(state, type), ancestorDepth(state, other));
    if (listDepth < 0) return wrapInList(type)(state, dispatch);
    const list = state.selection.$from.node(listDepth);
    if (list.type === type) return liftListItem(nodes.list_item)(state, dispatch);
    if (dispatch) dispatch(state.tr.setNodeMarkup(state.selection.$from.before(listDepth), type));
    return true;
  };
}

export const toggleBulletList = toggleList(nodes.bullet_list);
export const toggleOrderedList = toggleList(nodes.ordered_list);

export const toggleBlockquote: Command = (state, dispatch) =>
  isInside(state, nodes.blockquote)
    ? lift(state, dispatch)
    : wrapIn(nodes.blockquote)(state, dispatch);

export const isBulletList = (state: EditorState) => isInside(state, nodes.bullet_list);
export const isOrderedList = (state: EditorState) => isInside(state, nodes.ordered_list);
export const isBlockquote = (state: EditorState) => isInside(state, nodes.blockquote);
export const isBold = (state: EditorState) => isMarkActive(state, bold);
export const isItalic = (state: EditorState) => isMarkActive(state, italic);

/** The range of the link around the cursor, if it stands in one. */
function linkRange(state: EditorState): { from: number; to: number; href: string } | null {
  const { $from } = state.selection;
  const parent = $from.parent;
  const start = $from.start();
  let found: { from: number; to: number; href: string } | null = null;
  parent.forEach((child, offset) => {
    const mark = link.isInSet(child.marks);
    const from = start + offset;
    const to = from + child.nodeSize;
    if (!mark || $from.pos < from || $from.pos > to) return;
    const href = mark.attrs.href as string;
    if (found && found.href === href && found.to === from) found.to = to;
    else if (!found) found = { from, to, href };
  });
  return found;
}

/** The address of the link at the selection, or null. */
export function currentLink(state: EditorState): string | null {
  const { from, to, empty } = state.selection;
  if (empty) return linkRange(state)?.href ?? null;
  let href: string | null = null;
  state.doc.nodesBetween(from, to, (node) => {
    href ??= (link.isInSet(node.marks)?.attrs.href as string | undefined) ?? null;
  });
  return href;
}

/**
 * Links the selection to `href` (an address already normalized). With nothing selected:
 * changes the link the cursor stands in, or inserts the address itself as linked text.
 */
export function setLink(href: string): Command {
  return (state, dispatch) => {
    const { from, to, empty } = state.selection;
    const mark = link.create({ href });
    const tr = state.tr;
    if (!empty) tr.removeMark(from, to, link).addMark(from, to, mark);
    else {
      const range = linkRange(state);
      if (range) tr.removeMark(range.from, range.to, link).addMark(range.from, range.to, mark);
      else {
        tr.insert(from, schema.text(href, [mark]));
        tr.setSelection(TextSelection.create(tr.doc, from + href.length));
        tr.removeStoredMark(link);
      }
    }
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

export const removeLink: Command = (state, dispatch) => {
  const { from, to, empty } = state.selection;
  const range = empty ? linkRange(state) : { from, to };
  if (!range) return false;
  dispatch?.(state.tr.removeMark(range.from, range.to, link));
  return true;
};

/** Inserts an uploaded image at the selection. */
export function insertImage(attrs: { src: string; srcset?: string | null; alt?: string }): Command {
  return (state, dispatch) => {
    const node = nodes.image.create({
      src: attrs.src,
      srcset: attrs.srcset ?? null,
      alt: attrs.alt ?? '',
    });
    dispatch?.(state.tr.replaceSelectionWith(node).scrollIntoView());
    return true;
  };
}

/** Inserts a video player (its embed address, already checked) as a block. */
export function insertVideo(src: string): Command {
  return (state, dispatch) => {
    const node = nodes.video.create({ src });
    dispatch?.(state.tr.replaceSelectionWith(node).scrollIntoView());
    return true;
  };
}
