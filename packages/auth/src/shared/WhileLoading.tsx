import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { text } from './messages';

/**
 * Where forms loaded apart (React.lazy) appear: a status line says they are on their way.
 * The forms are most of the accounts' code and most pages never show them, so every
 * widget loads them on first use.
 */
export function WhileLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="cw-auth__loading" role="status">
          {text.loading()}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
