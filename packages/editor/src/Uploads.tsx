import { useCallback, useEffect, useRef, useState } from 'react';
import { logFailedLoad } from '@casino/core';
import { text } from './messages';
import type { UploadedImage } from './upload';
import { canAddImage } from './validation';

export interface UploadRow {
  id: number;
  name: string;
  /** Uploading, or refused with a message the member can act on. */
  message: string | null;
}

/**
 * The upload and what it says load with the member's first image: most texts have none. A
 * chunk that does not arrive is a failed upload (the generic attachment error).
 */
const loadUploadOne = () => import('./uploadOne');

interface UploadsOptions {
  /** Images in the text now. */
  imageCount: () => number;
  insert: (image: UploadedImage, name: string) => void;
}

/** The uploads of one editor: their rows, what to announce, and the generic failure. */
export function useImageUploads({ imageCount, insert }: UploadsOptions) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [failed, setFailed] = useState(false);
  const [tooMany, setTooMany] = useState(false);
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);
  const pending = useRef(0);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const finish = useCallback((id: number, message: string | null) => {
    controllers.current.delete(id);
    setRows((all) =>
      message === null
        ? all.filter((row) => row.id !== id)
        : all.map((row) => (row.id === id ? { ...row, message } : row)),
    );
  }, []);

  const start = useCallback(
    (file: File) => {
      const id = nextId.current++;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      pending.current += 1;
      setRows((all) => [...all, { id, name: file.name, message: null }]);
      setAnnouncement(text.uploading(file.name));
      void loadUploadOne()
        .then(
          ({ uploadOne }) => uploadOne(file, controller.signal),
          (error: unknown) => {
            logFailedLoad('Image upload', error, controller.signal);
            return { image: null, announcement: '', rowMessage: null, failed: true };
          },
        )
        .then((report) => {
          pending.current -= 1;
          if (report.image) insert(report.image, file.name);
          if (report.failed) setFailed(true);
          setAnnouncement(report.announcement);
          finish(id, report.rowMessage);
        });
    },
    [finish, insert],
  );

  /** Uploads chosen, pasted or dropped files, as many as still fit in the text. */
  const add = useCallback(
    (files: readonly File[]) => {
      setFailed(false);
      setTooMany(false);
      for (const file of files) {
        if (!canAddImage(imageCount() + pending.current)) {
          setTooMany(true);
          return;
        }
        start(file);
      }
    },
    [imageCount, start],
  );

  const cancel = useCallback((id: number) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    setRows((all) => all.filter((row) => row.id !== id));
  }, []);

  return {
    rows,
    announcement,
    failed,
    tooMany,
    add,
    cancel,
    uploading: () => pending.current > 0,
    clearProblems: () => {
      setFailed(false);
      setTooMany(false);
    },
  };
}
