/** The toolbar's and the shortcuts' actions, as ProseMirror commands and state queries. */
import { lift, toggleMark, wrapIn } from 'prosemirror-commands';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, wrapInList } from 'prosemirror-schema-list';
import type { Command, EditorState } from 'prosemirror-state';
import { schema } from './schema';

const { bold, italic } = schema.marks as Record<'bold' | 'italic', MarkType>;
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
