import { useCallback, useEffect, useRef, useState } from 'react';
import { text } from './messages';
import { uploadImage } from './upload';
import type { UploadProblem, UploadedImage } from './upload';
import { canAddImage } from './validation';

export interface UploadRow {
  id: number;
  name: string;
  /** Uploading, or refused with a message the member can act on. */
  message: string | null;
}

/** SPEC §8: the refusals a member can act on keep their row; any other failure hides it. */
const ROW_MESSAGES: Partial<Record<UploadProblem, () => string>> = {
  WRONG_TYPE: text.uploadWrongType,
  SIZE: text.uploadTooLarge,
  CAPTCHA: text.uploadCaptcha,
};

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
      void uploadImage(file, controller.signal).then((outcome) => {
        pending.current -= 1;
        if (outcome.ok) {
          insert(outcome.image, file.name);
          setAnnouncement(text.uploaded(file.name));
          finish(id, null);
          return;
        }
        const rowMessage = ROW_MESSAGES[outcome.problem];
        if (outcome.problem === 'FAILED') setFailed(true);
        setAnnouncement('');
        finish(id, rowMessage ? rowMessage() : null);
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
