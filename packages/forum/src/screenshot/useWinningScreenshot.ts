import { useRef, useState } from 'react';
import type { WinningScreenshot } from '@casino/api';
import { EMPTY_SCREENSHOT, screenshotPayload, screenshotProblems } from './screenshot';
import type { ScreenshotForm, ScreenshotProblems } from './screenshot';

/** What a send finds: no screenshot added, one to send, one not ready yet. */
export type ScreenshotCheck =
  | { kind: 'none' }
  | { kind: 'ready'; winningScreenshot: WinningScreenshot }
  | { kind: 'problems' }
  | { kind: 'uploading' };

/**
 * The quick reply's winning screenshot (only where the thread takes them): whether the
 * member added one, its fields, the problems shown after a refused send.
 */
export function useWinningScreenshot(enabled: boolean) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<ScreenshotForm>(EMPTY_SCREENSHOT);
  const [problems, setProblems] = useState<ScreenshotProblems>({});
  const [attempt, setAttempt] = useState(0);
  const uploading = useRef(false);

  const change = (patch: Partial<ScreenshotForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    // A field changed is no longer shown in error; the others stay until the next send.
    setProblems((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field as keyof ScreenshotProblems];
      return next;
    });
  };

  const check = (): ScreenshotCheck => {
    if (!enabled || !open) return { kind: 'none' };
    if (uploading.current) return { kind: 'uploading' };
    const found = screenshotProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setAttempt((count) => count + 1);
      return { kind: 'problems' };
    }
    return { kind: 'ready', winningScreenshot: screenshotPayload(form) };
  };

  // Without a screenshot nothing changes, so a posted reply costs no extra render.
  const clear = () => {
    setOpen(false);
    setForm(EMPTY_SCREENSHOT);
    setProblems((current) => (Object.keys(current).length > 0 ? {} : current));
  };

  return {
    enabled,
    open,
    setOpen,
    form,
    change,
    problems,
    attempt,
    setUploading: (busy: boolean) => {
      uploading.current = busy;
    },
    check,
    clear,
  };
}

export type WinningScreenshotState = ReturnType<typeof useWinningScreenshot>;
