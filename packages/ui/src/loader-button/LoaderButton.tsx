import { useEffect, useRef } from 'react';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { reportError } from '@casino/core';
import { useCall } from '../call/useCall';
import { activateLoader, isLoaderActive } from './loaderState';
import './loader-button.css';

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
      {busy && <span className="cw-loader-button__spinner" aria-hidden="true" />}
      <span className="cw-loader-button__label">
        {busy && loadingLabel ? loadingLabel : children}
      </span>
    </button>
  );
}
