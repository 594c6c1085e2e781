import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  attachmentText,
  deleteAttachment,
  sortChosenFiles,
  uploadAttachment,
} from '@casino/editor/attachments';
import type { UploadTarget } from '@casino/editor/attachments';
import { text } from './messages';

export type AttachmentState = 'uploading' | 'uploaded' | 'refused' | 'removing';

export interface AttachmentRow {
  id: number;
  name: string;
  state: AttachmentState;
  hash: string | null;
  /** Why the file was refused, or why removing it failed. */
  message: string | null;
  /** The percentage of the file sent while it uploads. */
  sent: number;
}

/** A row's `sent` runs from 0 to this. */
export const PERCENT = 100;

/** SPEC §8: refusals a member can act on keep their row; any other failure hides it. */
const REFUSALS = {
  WRONG_TYPE: attachmentText.wrongType,
  CAPTCHA: attachmentText.captcha,
} as const;

/** The attachments of one complaint: upload, cancel, remove, and what to announce. */
export function useAttachments(target: UploadTarget) {
  const [rows, setRows] = useState<AttachmentRow[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);
  /** The rows as last rendered, for the handlers (the limit, the send's hashes). */
  const rowsNow = useRef(rows);
  useLayoutEffect(() => {
    rowsNow.current = rows;
  });

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = useCallback((id: number, change: Partial<AttachmentRow> | null) => {
    setRows((all) =>
      change === null
        ? all.filter((row) => row.id !== id)
        : all.map((row) => (row.id === id ? { ...row, ...change } : row)),
    );
  }, []);

  const upload = useCallback(
    (file: File, id: number) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      let shown = 0;
      const onProgress = (share: number) => {
        const sent = Math.round(share * PERCENT);
        // A file reports dozens of times a second: the row renders once per percent.
        if (sent === shown) return;
        shown = sent;
        update(id, { sent });
      };
      void uploadAttachment(file, target, controller.signal, onProgress).then((outcome) => {
        controllers.current.delete(id);
        if (outcome.ok) {
          update(id, { state: 'uploaded', hash: outcome.attachment.hash });
          setAnnouncement(text.uploaded(file.name));
          return;
        }
        setAnnouncement('');
        if (outcome.problem === 'WRONG_TYPE' || outcome.problem === 'CAPTCHA') {
          update(id, { state: 'refused', message: REFUSALS[outcome.problem]() });
          return;
        }
        if (outcome.problem === 'SIZE')
          update(id, { state: 'refused', message: attachmentText.tooLarge(file.name) });
        else update(id, null);
        if (outcome.problem === 'FAILED') setNotice(attachmentText.failed());
      });
    },
    [target, update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      setNotice(null);
      const kept = rowsNow.current.filter((row) => row.state !== 'refused').length;
      const { accepted, tooLarge, tooMany } = sortChosenFiles(kept, files);
      const fresh: AttachmentRow[] = [];
      for (const file of tooLarge)
        fresh.push({
          id: nextId.current++,
          name: file.name,
          state: 'refused',
          hash: null,
          message: attachmentText.tooLarge(file.name),
          sent: 0,
        });
      const started = accepted.map((file) => ({ file, id: nextId.current++ }));
      for (const { file, id } of started)
        fresh.push({ id, name: file.name, state: 'uploading', hash: null, message: null, sent: 0 });
      setRows((all) => [...all, ...fresh]);
      if (tooMany) setNotice(attachmentText.tooMany());
      if (started.length)
        setAnnouncement(text.uploading(started.map(({ file }) => file.name).join(', ')));
      for (const { file, id } of started) upload(file, id);
    },
    [upload],
  );

  /** Cancels an upload, dismisses a refusal, or deletes an uploaded file on the server. */
  const remove = useCallback(
    (row: AttachmentRow) => {
      if (row.state === 'removing') return;
      if (row.state !== 'uploaded' || !row.hash) {
        controllers.current.get(row.id)?.abort();
        controllers.current.delete(row.id);
        update(row.id, null);
        return;
      }
      update(row.id, { state: 'removing', message: null });
      void deleteAttachment(row.hash).then((deleted) => {
        if (deleted) {
          update(row.id, null);
          setAnnouncement(text.removed(row.name));
        } else
          update(row.id, { state: 'uploaded', message: attachmentText.deleteFailed(row.name) });
      });
    },
    [update],
  );

  return {
    rows,
    announcement,
    notice,
    add,
    remove,
    uploading: () => rowsNow.current.some((row) => row.state === 'uploading'),
    hashes: () =>
      rowsNow.current
        .flatMap((row) =>
          row.state === 'uploaded' || row.state === 'removing' ? [row.hash ?? ''] : [],
        )
        .filter(Boolean),
    reset: () => {
      setRows([]);
      setNotice(null);
    },
  };
}
