/**
 * The link and video commands: only the address form (UrlPanel, loaded on its first use)
 * runs them, so they come with it.
 */
import type { MarkType } from 'prosemirror-model';
import type { Command, EditorState } from 'prosemirror-state';

// Types only, and the schema of the state: what this file adds to the form's chunk is
// its own code, never a second share of ProseMirror.
const linkOf = (state: EditorState) => state.schema.marks.link as MarkType;

/** The range of the link around the cursor, if it stands in one. */
function linkRange(state: EditorState): { from: number; to: number; href: string } | null {
  const link = linkOf(state);
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
  const link = linkOf(state);
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
    const link = linkOf(state);
    const { from, to, empty } = state.selection;
    const mark = link.create({ href });
    const tr = state.tr;
    if (!empty) tr.removeMark(from, to, link).addMark(from, to, mark);
    else {
      const range = linkRange(state);
      if (range) tr.removeMark(range.from, range.to, link).addMark(range.from, range.to, mark);
      else {
        // The cursor maps to after the inserted text.
        tr.insert(from, state.schema.text(href, [mark]));
        tr.removeStoredMark(link);
      }
    }
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

export const removeLink: Command = (state, dispatch) => {
  const link = linkOf(state);
  const { from, to, empty } = state.selection;
  const range = empty ? linkRange(state) : { from, to };
  if (!range) return false;
  dispatch?.(state.tr.removeMark(range.from, range.to, link));
  return true;
};

/** Inserts a video player (its embed address, already checked) as a block. */
export function insertVideo(src: string): Command {
  return (state, dispatch) => {
    const node = state.schema.nodes.video!.create({ src });
    dispatch?.(state.tr.replaceSelectionWith(node).scrollIntoView());
    return true;
  };
}
