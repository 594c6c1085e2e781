import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CODE_OK, cachedEndpoint, complaints } from '@casino/api';
import { call, reportError } from '@casino/core';
import { cutPaste, useCall } from '@casino/ui';
import { text } from './noteMessages';
import type { ComplaintAdminNoteProps } from './noteProps';

/**
 * The longest note (SPEC gives none; the site's longest texts, a review or a post, have
 * 5000 characters): typing stops there, and a paste is cut to it.
 */
export const ADMIN_NOTE_MAX_LENGTH = 5000;

const endpointAt = (action: string | undefined) =>
  action && action !== complaints.ADMIN_NOTE_PATH
    ? cachedEndpoint(`admin-note:${action}`, () => ({ ...complaints.adminNote, path: action }))
    : complaints.adminNote;

/**
 * The complaint admin widget's note (SPEC §3 "Complaint admin note", §7): the form's
 * fields go to the widget's own endpoint and the answer's note is shown as saved. The
 * note is the server's text and stays text.
 */
export function AdminNote({ complaintId, action, note: initial }: ComplaintAdminNoteProps) {
  const id = useId();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const { busy, run, error, setError } = useCall();
  const [status, setStatus] = useState('');
  const pasteCutMessage = text.notePasteCut(ADMIN_NOTE_MAX_LENGTH);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value)]),
    );
    setStatus('');
    void run(async (signal) => {
      try {
        const answer = await call(endpointAt(action), fields, { signal });
        if (answer.code !== undefined && answer.code !== CODE_OK) {
          setError(answer.message || text.genericError());
          return;
        }
        setSaved(answer.note ?? '');
        setStatus(text.noteSaved());
      } catch (failure) {
        if (signal.aborted) return;
        reportError(`Complaint admin note failed: ${String(failure)}`);
        setError(text.genericError());
      }
    });
  };

  return (
    <form className="cw-complaint-note" onSubmit={onSubmit}>
      <input type="hidden" name="complaintId" value={complaintId} />
      <p className="cw-complaint-note__saved">
        <strong>{text.noteCurrent()}: </strong>
        <span data-note-saved>{saved || text.noteNone()}</span>
      </p>
      <label htmlFor={`${id}-note`}>{text.noteLabel()}</label>
      <textarea
        id={`${id}-note`}
        name="note"
        rows={3}
        value={draft}
        maxLength={ADMIN_NOTE_MAX_LENGTH}
        aria-describedby={error ? `${id}-error` : undefined}
        onPaste={(event) => {
          if (cutPaste(event, ADMIN_NOTE_MAX_LENGTH)) setStatus(pasteCutMessage);
        }}
        onChange={(event) => setDraft(event.target.value)}
      />
      {/* Heard by a screen reader; seen as well when it says a paste was cut. */}
      <p
        className={status === pasteCutMessage ? 'cw-complaint-note__hint' : 'cw-visually-hidden'}
        role="status"
      >
        {status}
      </p>
      {error && (
        <p id={`${id}-error`} className="cw-complaint__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" aria-disabled={busy || undefined}>
        {busy ? text.sending() : text.noteSave()}
      </button>
    </form>
  );
}
