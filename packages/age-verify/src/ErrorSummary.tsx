import { useEffect, useId, useRef } from 'react';
import type { MouseEvent } from 'react';
import { ageHooks } from '@casino/api';
import { text } from './messages';

export interface SummaryEntry {
  /** The field's id: the link's target. */
  id: string;
  message: string;
}

interface ErrorSummaryProps {
  entries: SummaryEntry[];
  /** A new value on every invalid send: the summary takes the focus again. */
  attempt: number;
}

/** Focuses the field a summary link names, its label or legend scrolled into view with it. */
function goToField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  // The link's own jump would change the page's hash, which the page's widgets read.
  event.preventDefault();
  const field = document.getElementById(id);
  if (!field) return;
  const context = field.closest('fieldset') ?? field.closest(`[${ageHooks.touched}]`) ?? field;
  context.scrollIntoView?.({ block: 'start' });
  field.focus({ preventScroll: true });
}

/**
 * GOV.UK's error summary: after a send with problems, a box at the top of the form with a
 * heading and one link per problem to its field; it takes the focus, and its alert role
 * reads it out. Each field says its own problem as well.
 */
export function ErrorSummary({ entries, attempt }: ErrorSummaryProps) {
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  const shown = entries.length > 0;

  useEffect(() => {
    if (attempt > 0) box.current?.focus();
  }, [attempt]);

  if (!shown) return null;
  return (
    <div ref={box} className="cw-av__summary" tabIndex={-1} data-age-verify-summary>
      <div role="alert" aria-labelledby={headingId}>
        <h3 id={headingId} className="cw-av__summary-title">
          {text.summaryTitle()}
        </h3>
        <ul className="cw-av__summary-list">
          {entries.map(({ id, message }) => (
            <li key={id}>
              <a href={`#${id}`} onClick={(event) => goToField(event, id)}>
                {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
