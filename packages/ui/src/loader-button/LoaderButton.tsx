import { useEffect, useRef, useState } from 'react';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { reportError } from '@casino/core';
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
  const controller = useRef<AbortController | null>(null);
  const [running, setRunning] = useState(false);
  const busy = running || loading;

  useEffect(() => () => controller.current?.abort(), []);

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
    const current = new AbortController();
    controller.current = current;
    setRunning(true);
    void (async () => {
      try {
        await onAction(current.signal);
      } catch (error) {
        // The action shows its own failures; one that escapes is logged, not thrown at the page.
        if (!current.signal.aborted) reportError(`Loader button action failed: ${String(error)}`);
      } finally {
        release();
        if (!current.signal.aborted) setRunning(false);
      }
    })();
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
