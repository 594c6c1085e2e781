import type { ReactNode } from 'react';
import { LoaderButton } from '../loader-button/LoaderButton';
import type { Navigate } from '../pagination/pageUrl';
import { redirectFrom } from './redirect';

export interface RedirectButtonProps {
  /** The path that answers the address to go to. */
  path: string;
  children: ReactNode;
  /** How to go to the address; `location.assign` by default. */
  navigate?: Navigate;
  loadingLabel?: ReactNode;
  className?: string;
}

/** A button that looks the address up, shows a loader meanwhile, then goes there. */
export function RedirectButton({
  path,
  children,
  navigate,
  loadingLabel,
  className,
}: RedirectButtonProps) {
  return (
    <LoaderButton
      className={className}
      loadingLabel={loadingLabel}
      onAction={(signal) => redirectFrom(path, { navigate, signal })}
    >
      {children}
    </LoaderButton>
  );
}
