import { useEffect, useRef, useState } from 'react';
import { reportError } from '@casino/core';
import { text } from './messages';
import { cleanFragment } from '@casino/ui';

/** The server's result HTML, inserted once DOMPurify cleaned it (keyed by it: one result each). */
export function WizardResult({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'cleaning' | 'shown' | 'failed'>('cleaning');

  useEffect(() => {
    let live = true;
    cleanFragment(html).then(
      (fragment) => {
        if (!live) return;
        box.current?.replaceChildren(fragment);
        setState('shown');
      },
      (error: unknown) => {
        reportError(`Wizard result could not be shown: ${String(error)}`);
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [html]);

  return (
    <>
      <div
        ref={box}
        className="cw-wizard__result"
        data-wizard-result
        aria-busy={state === 'cleaning' || undefined}
      />
      {state === 'failed' && (
        <p role="alert" className="cw-wizard__error">
          {text.genericError()}
        </p>
      )}
    </>
  );
}
