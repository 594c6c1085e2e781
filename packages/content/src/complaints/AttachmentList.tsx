import { useId, useRef } from 'react';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  attachmentViewUrl,
} from '@casino/editor/attachments';
import { text } from './messages';
import { PERCENT } from './useAttachments';
import type { AttachmentRow } from './useAttachments';

const BYTES_PER_MB = 1_000_000;

interface AttachmentListProps {
  rows: readonly AttachmentRow[];
  announcement: string;
  notice: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (row: AttachmentRow) => void;
}

/** A row's button: its name says which file, its visible word (the name's start) fits the row. */
function rowAction(row: AttachmentRow): { name: string; word: string } {
  if (row.state === 'uploading') return { name: text.cancel(row.name), word: text.cancelShort() };
  if (row.state === 'refused') return { name: text.dismiss(row.name), word: text.dismissShort() };
  return { name: text.remove(row.name), word: text.removeShort() };
}

/**
 * The attachments of a complaint: a file chooser (several files at once), one row per
 * file with its progress, its view link once uploaded, or why it was refused.
 */
export function AttachmentList({
  rows,
  announcement,
  notice,
  onAdd,
  onRemove,
}: AttachmentListProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <fieldset className="cw-complaint__attachments" aria-describedby={`${id}-hint`}>
      <legend>{text.attachments()}</legend>
      <p id={`${id}-hint`} className="cw-complaint__hint">
        {text.attachHint(ATTACHMENT_MAX_FILES, ATTACHMENT_MAX_BYTES / BYTES_PER_MB)}
      </p>
      <label className="cw-complaint__choose">
        <span>{text.chooseFiles()}</span>
        <input
          ref={input}
          type="file"
          multiple
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // The same file may be chosen again after a refusal.
            event.target.value = '';
            if (files.length) onAdd(files);
          }}
        />
      </label>
      {notice && (
        <p className="cw-complaint__error" role="alert">
          {notice}
        </p>
      )}
      {rows.length > 0 && (
        <ul className="cw-complaint__files">
          {rows.map((row) => (
            <li
              key={row.id}
              className={`cw-complaint__file cw-complaint__file--${row.state}`}
              data-attachment-state={row.state}
            >
              {row.state === 'uploaded' && row.hash ? (
                <a
                  href={attachmentViewUrl(row.hash)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={text.view(row.name)}
                >
                  {row.name}
                </a>
              ) : (
                <span className="cw-complaint__file-name">{row.name}</span>
              )}
              {row.state === 'uploading' && (
                <>
                  <span
                    className="cw-complaint__progress"
                    role="progressbar"
                    aria-label={text.uploading(row.name)}
                    aria-valuemin={0}
                    aria-valuemax={PERCENT}
                    aria-valuenow={row.sent}
                    aria-valuetext={text.percentSent(row.sent)}
                  >
                    <span
                      className="cw-complaint__progress-bar"
                      style={{ width: `${row.sent}%` }}
                    />
                  </span>
                  <span className="cw-complaint__sent" aria-hidden="true">
                    {text.percentSent(row.sent)}
                  </span>
                </>
              )}
              {row.state === 'removing' && (
                // The delete has no body to report on: this bar is indeterminate.
                <span
                  className="cw-complaint__progress cw-complaint__progress--busy"
                  role="progressbar"
                  aria-label={text.removing(row.name)}
                />
              )}
              {row.message && (
                <span className="cw-complaint__error" role="alert">
                  {row.message}
                </span>
              )}
              <button
                type="button"
                className="cw-complaint__remove"
                aria-label={rowAction(row).name}
                disabled={row.state === 'removing'}
                onClick={() => {
                  onRemove(row);
                  // The row goes: the focus stays in the attachments, on the chooser.
                  input.current?.focus();
                }}
              >
                {rowAction(row).word}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="cw-visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
