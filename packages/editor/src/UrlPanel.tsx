import { useId, useLayoutEffect, useRef, useState } from 'react';
import { panelText as text } from './panelMessages';

interface UrlPanelProps {
  kind: 'link' | 'video';
  /** The current link's address, when the selection stands in one. */
  initial: string;
  /**
   * Applies the typed address; returns false when the address is refused (the panel then
   * shows why and stays open).
   */
  onApply: (address: string) => boolean;
  onRemove?: () => void;
  onClose: () => void;
}

/**
 * Asks for a link's or a video's address, under the toolbar. Not a <form>: the editor
 * usually sits inside the page's own form, and forms cannot nest. Enter applies, Escape
 * closes; focus goes back to the text either way (the caller does that in onClose).
 */
export function UrlPanel({ kind, initial, onApply, onRemove, onClose }: UrlPanelProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState(initial);
  const [refused, setRefused] = useState(false);
  const label = kind === 'link' ? text.linkAddress() : text.videoAddress();

  // A layout effect: the panel may arrive from a lazy chunk, and the address field must
  // hold the focus in the same commit that shows it.
  useLayoutEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const apply = () => {
    if (onApply(address)) onClose();
    else setRefused(true);
  };

  return (
    <div
      className="cw-editor__panel"
      role="group"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <label htmlFor={`${id}-address`} className="cw-editor__panel-label">
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-address`}
        className="cw-editor__panel-input"
        type="url"
        inputMode="url"
        autoComplete="off"
        value={address}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? `${id}-error` : undefined}
        onChange={(event) => {
          setAddress(event.target.value);
          setRefused(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <button type="button" className="cw-editor__button" onClick={apply}>
        {text.apply()}
      </button>
      {onRemove && (
        <button
          type="button"
          className="cw-editor__button"
          onClick={() => {
            onRemove();
            onClose();
          }}
        >
          {text.removeLink()}
        </button>
      )}
      <button type="button" className="cw-editor__button" onClick={onClose}>
        {text.cancel()}
      </button>
      {refused && (
        <p id={`${id}-error`} className="cw-editor__panel-error" role="alert">
          {kind === 'link' ? text.invalidLink() : text.invalidVideo()}
        </p>
      )}
    </div>
  );
}
