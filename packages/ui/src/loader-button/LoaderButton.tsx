import { useEffect, useRef, useState } from 'react';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { clock, reportError } from '@casino/core';
import { useCall } from '../call/useCall';
import { activateLoader, isLoaderActive } from './loaderState';
import './loader-button.css';

/**
 * The spinner turns only once a wait lasts this long: before that the busy label says it
 * all. A short wait shows no spinner flashing by, and the page spends no frames starting
 * an animation nobody sees.
 */
export const SPINNER_DELAY_MS = 300;

export interface LoaderButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'children'
> {
  children: ReactNode;
  /**
   * The work of a click. The loader shows until it settles; repeat clicks meanwhile are
   * ignored. Aborted when the button goes away.
   */
  onAction?: (signal: AbortSignal) => unknown;
  /** A loader driven from outside (a form that submits on its own), as well as `onAction`. */
  loading?: boolean;
  /** The label while the loader shows; the usual label by default. */
  loadingLabel?: ReactNode;
}

/**
 * A button that shows a loader while its action runs and ignores repeat clicks. SPEC §4:
 * clicks inside a modal or form whose loader is active are ignored.
 */
export function LoaderButton({
  children,
  onAction,
  loading = false,
  loadingLabel,
  className,
  type = 'button',
  ...rest
}: LoaderButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const action = useCall();
  const busy = action.busy || loading;
  const [spinning, setSpinning] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const timer = clock.setTimeout(() => setSpinning(true), SPINNER_DELAY_MS);
    return () => {
      clock.clearTimeout(timer);
      setSpinning(false);
    };
  }, [busy]);

  // A loader driven from outside marks the modal or form as its own does.
  useEffect(() => {
    if (!loading || !button.current) return;
    return activateLoader(button.current) ?? undefined;
  }, [loading]);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const element = event.currentTarget;
    if (isLoaderActive(element)) {
      event.preventDefault();
      return;
    }
    if (!onAction) return;
    const release = activateLoader(element);
    if (!release) return;
    void action
      .run(async (signal) => {
        try {
          await onAction(signal);
        } finally {
          release();
        }
      })
      // The action shows its own failures; one that escapes is logged, not thrown at the page.
      .catch((error: unknown) => reportError(`Loader button action failed: ${String(error)}`));
  };

  return (
    <button
      {...rest}
      ref={button}
      type={type}
      className={['cw-loader-button', className].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      data-loading={busy || undefined}
      onClick={onClick}
    >
      {busy && spinning && <span className="cw-loader-button__spinner" aria-hidden="true" />}
      <span className="cw-loader-button__label">
        {busy && loadingLabel ? loadingLabel : children}
      </span>
    </button>
  );
}
