import { useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { redoDepth, undoDepth } from 'prosemirror-history';
import type { EditorState } from 'prosemirror-state';
import {
  isBlockquote,
  isBold,
  isBulletList,
  isItalic,
  isOrderedList,
  toggleBlockquote,
  toggleBold,
  toggleBulletList,
  toggleItalic,
  toggleOrderedList,
} from './engine/commands';
import { ICONS } from './icons';
import { text } from './messages';

export type ToolbarAction =
  | 'bold'
  | 'italic'
  | 'bulletList'
  | 'orderedList'
  | 'quote'
  | 'link'
  | 'image'
  | 'video'
  | 'undo'
  | 'redo';

interface ToolDef {
  action: ToolbarAction;
  label: () => string;
  /** What the button shows: an icon (icons.tsx), so the label alone names it. */
  glyph: ReactNode;
  keys?: string;
  /** For toggles: whether it is on at the selection (aria-pressed). */
  pressed?: (state: EditorState) => boolean;
  enabled?: (state: EditorState) => boolean;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iP(hone|ad)/.test(navigator.platform);
const mod = (key: string) => `${isMac() ? '⌘' : 'Ctrl+'}${key}`;

const TOOLS: readonly ToolDef[] = [
  { action: 'bold', label: text.bold, glyph: ICONS.bold, keys: 'B', pressed: isBold },
  { action: 'italic', label: text.italic, glyph: ICONS.italic, keys: 'I', pressed: isItalic },
  {
    action: 'bulletList',
    label: text.bulletList,
    glyph: ICONS.bulletList,
    pressed: isBulletList,
  },
  {
    action: 'orderedList',
    label: text.orderedList,
    glyph: ICONS.orderedList,
    pressed: isOrderedList,
  },
  { action: 'quote', label: text.quote, glyph: ICONS.quote, pressed: isBlockquote },
  { action: 'link', label: text.link, glyph: ICONS.link, keys: 'K' },
  { action: 'image', label: text.image, glyph: ICONS.image },
  { action: 'video', label: text.video, glyph: ICONS.video },
  {
    action: 'undo',
    label: text.undo,
    glyph: ICONS.undo,
    keys: 'Z',
    enabled: (s) => undoDepth(s) > 0,
  },
  {
    action: 'redo',
    label: text.redo,
    glyph: ICONS.redo,
    keys: 'Y',
    enabled: (s) => redoDepth(s) > 0,
  },
];

export const TOGGLES = {
  bold: toggleBold,
  italic: toggleItalic,
  bulletList: toggleBulletList,
  orderedList: toggleOrderedList,
  quote: toggleBlockquote,
} as const;

interface ToolbarProps {
  state: EditorState;
  controls: string;
  onAction: (action: ToolbarAction) => void;
  /** The tool whose panel is open (aria-expanded). */
  open: ToolbarAction | null;
}

/**
 * The formatting toolbar: one tab stop, arrows move between buttons (roving tabindex),
 * Home and End go to the ends. Unavailable tools stay focusable (aria-disabled) so the
 * keyboard path does not jump.
 */
export function Toolbar({ state, controls, onAction, open }: ToolbarProps) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (index: number) => {
    const next = (index + TOOLS.length) % TOOLS.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => move(current + 1),
      ArrowLeft: () => move(current - 1),
      Home: () => move(0),
      End: () => move(TOOLS.length - 1),
    };
    const handler = moves[event.key];
    if (!handler) return;
    event.preventDefault();
    handler();
  };

  return (
    <div
      className="cw-editor__toolbar"
      role="toolbar"
      aria-label={text.toolbar()}
      aria-controls={controls}
      onKeyDown={onKeyDown}
    >
      {TOOLS.map((tool, index) => {
        const label = tool.keys ? text.shortcut(tool.label(), mod(tool.keys)) : tool.label();
        const disabled = tool.enabled ? !tool.enabled(state) : false;
        const panel = tool.action === 'link' || tool.action === 'video';
        return (
          <button
            key={tool.action}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            className={`cw-editor__tool cw-editor__tool--${tool.action}`}
            tabIndex={index === current ? 0 : -1}
            aria-label={label}
            title={label}
            aria-pressed={tool.pressed ? tool.pressed(state) : undefined}
            aria-expanded={panel ? open === tool.action : undefined}
            aria-disabled={disabled || undefined}
            data-action={tool.action}
            // Keeps the text's selection: the command applies to what was selected.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setCurrent(index)}
            onClick={() => {
              if (!disabled) onAction(tool.action);
            }}
          >
            <span aria-hidden="true">{tool.glyph}</span>
          </button>
        );
      })}
    </div>
  );
}
