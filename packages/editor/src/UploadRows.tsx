import { t } from '@casino/core';
import type { UploadRow } from './Uploads';

/** Texts of the upload rows only. */
const rowText = {
  cancelUpload: () => t('editor.upload.cancel', 'Cancel upload'),
  dismiss: () => t('editor.upload.dismiss', 'Dismiss'),
};

interface UploadRowsProps {
  rows: readonly UploadRow[];
  onCancel: (id: number) => void;
  /** The progress bar's name ("Uploading {name}…", the editor's announcement). */
  progressLabel: (name: string) => string;
}

/**
 * One row per upload: its name and an indeterminate progress bar, or why it was refused.
 * Loaded with the first upload (its announcement is the editor's, at once).
 */
export default function UploadRows({ rows, onCancel, progressLabel }: UploadRowsProps) {
  if (!rows.length) return null;
  return (
    <ul className="cw-editor__uploads">
      {rows.map((row) => (
        <li
          key={row.id}
          className={`cw-editor__upload${row.message ? ' cw-editor__upload--refused' : ''}`}
        >
          <span className="cw-editor__upload-name">{row.name}</span>
          {row.message ? (
            <span className="cw-editor__upload-error" role="alert">
              {row.message}
            </span>
          ) : (
            // No byte progress: fetch cannot report it, so the bar is indeterminate.
            <span
              className="cw-editor__progress"
              role="progressbar"
              aria-label={progressLabel(row.name)}
            />
          )}
          <button
            type="button"
            className="cw-editor__button cw-editor__upload-cancel"
            onClick={() => onCancel(row.id)}
          >
            {row.message ? rowText.dismiss() : rowText.cancelUpload()}
          </button>
        </li>
      ))}
    </ul>
  );
}
