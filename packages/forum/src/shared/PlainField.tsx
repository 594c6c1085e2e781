import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { EDITOR_TOOLS } from './constants';
import { shellText as text } from './shellMessages';

interface PlainFieldProps {
  id: string;
  value: string;
  /** The editor's limit, for the counter its footer shows. */
  maxLength: number;
  /** A visitor's field takes no text: any try asks them to log in. */
  visitor: boolean;
  busy?: boolean;
  onChange?: (value: string) => void;
  /** A member focused the field: the editor loads. */
  onWanted?: () => void;
  onVisitor: () => void;
}

/** Keys that only move around: Tab and the like never ask a visitor to log in. */
const NAVIGATION_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'Escape']);

/**
 * The reply box before the editor has loaded: a plain, labelled text field shaped like
 * the editor (its toolbar's frame, its text, its counter), so the editor takes its place
 * without moving the page. A member focusing it loads the editor; a visitor focusing or
 * typing in it gets the login/signup dialog instead.
 */
export function PlainField({
  id,
  value,
  maxLength,
  visitor,
  busy = false,
  onChange,
  onWanted,
  onVisitor,
}: PlainFieldProps) {
  /** The focus coming back from the login dialog is not a new try. */
  const prompted = useRef(false);
  const ask = () => {
    prompted.current = true;
    onVisitor();
  };
  return (
    <div className="cw-forum-thread__plain">
      <label htmlFor={id} className="cw-forum-thread__label">
        {text.replyLabel()}
      </label>
      <div className="cw-forum-thread__tools" aria-hidden="true">
        {Array.from({ length: EDITOR_TOOLS }, (_, tool) => (
          <span key={tool} />
        ))}
      </div>
      <textarea
        id={id}
        className="cw-forum-thread__field"
        rows={4}
        value={value}
        placeholder={text.replyPlaceholder()}
        readOnly={visitor}
        aria-busy={busy || undefined}
        onChange={(event) => onChange?.(event.target.value)}
        onFocus={() => {
          if (!visitor) onWanted?.();
          else if (prompted.current) prompted.current = false;
          else ask();
        }}
        onMouseDown={(event) => {
          if (visitor && document.activeElement === event.currentTarget) ask();
        }}
        onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
          if (!visitor || NAVIGATION_KEYS.has(event.key)) return;
          event.preventDefault();
          ask();
        }}
      />
      <p className="cw-forum-thread__count" aria-hidden="true">
        {text.counter(value.length, maxLength)}
      </p>
    </div>
  );
}
