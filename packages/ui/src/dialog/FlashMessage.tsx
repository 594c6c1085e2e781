import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { clock, useSignals } from '@casino/core';
import { text } from './messages';
import './flash-message.css';

/** SPEC §9: a flash message (the newsletter and social prompts) shows after 2 s. */
export const FLASH_MESSAGE_DELAY_MS = 2_000;

export interface FlashMessageProps {
  children: ReactNode;
  /** Time before it appears; `FLASH_MESSAGE_DELAY_MS` by default. */
  delayMs?: number;
  /** Called when the visitor dismisses it. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button; "Dismiss" (localized) by default. */
  dismissLabel?: string;
  className?: string;
}

/**
 * SPEC §2 flash messages: a small dismissible note at the bottom of the viewport that
 * appears after the delay. Its live region (`role="status"`) is on the page from the
 * start and filled when the note appears, so screen readers announce it.
 */
export function FlashMessage({
  children,
  delayMs = FLASH_MESSAGE_DELAY_MS,
  onDismiss,
  dismissLabel,
  className,
}: FlashMessageProps) {
  useSignals();
  const [phase, setPhase] = useState<'waiting' | 'shown' | 'dismissed'>('waiting');

  useEffect(() => {
    const timer = clock.setTimeout(
      () => setPhase((current) => (current === 'waiting' ? 'shown' : current)),
      delayMs,
    );
    return () => clock.clearTimeout(timer);
  }, [delayMs]);

  const shown = phase === 'shown';
  return (
    <div className={['cw-flash', shown && 'cw-flash--shown', className].filter(Boolean).join(' ')}>
      <div className="cw-flash__message" role="status">
        {shown && children}
      </div>
      {shown && (
        <button
          type="button"
          className="cw-flash__dismiss"
          aria-label={dismissLabel ?? text.dismiss()}
          onClick={() => {
            setPhase('dismissed');
            onDismiss?.();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
