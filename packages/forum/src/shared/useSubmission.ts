import { useState } from 'react';
import { replyLanguageChoice, useCall } from '@casino/ui';
import type { ReplyLanguage } from '@casino/ui';
import type { PostAnswer, SendOutcome } from './calls';

export interface LanguageChoice {
  options: ReplyLanguage[];
  chosen: string;
}

interface Options<A> {
  /** Sends the form; `manualLanguageCode` after the language chooser. */
  send: (signal: AbortSignal, manualLanguageCode?: string) => Promise<SendOutcome<A>> | null;
  onPosted: (answer: A) => void;
  onPending: () => void;
}

/**
 * One send at a time (repeat clicks ignored while it runs) and what its answer shows:
 * the form error (8200, other codes, failures), the login-required message (7000), the
 * language chooser (8209, sent again with the chosen language), or the caller's pending
 * (8214) and posted handling.
 */
export function useSubmission<A = PostAnswer>({ send, onPosted, onPending }: Options<A>) {
  const { busy, run } = useCall();
  const [error, setError] = useState<string | null>(null);
  /** undefined: no login message; null: the default text. */
  const [login, setLogin] = useState<string | null | undefined>(undefined);
  const [language, setLanguage] = useState<LanguageChoice | null>(null);

  const submit = (manualLanguageCode?: string) =>
    run(async (signal) => {
      const pending = send(signal, manualLanguageCode);
      if (!pending) return;
      setError(null);
      setLogin(undefined);
      const outcome = await pending;
      if (outcome.kind === 'language') {
        setLanguage(replyLanguageChoice(outcome.detected));
        return;
      }
      setLanguage(null);
      if (outcome.kind === 'posted') onPosted(outcome.answer);
      else if (outcome.kind === 'pending') onPending();
      else if (outcome.kind === 'login') setLogin(outcome.message);
      else setError(outcome.message);
    });

  const reset = () => {
    setError(null);
    setLogin(undefined);
    setLanguage(null);
  };

  return {
    busy,
    submit,
    error,
    login,
    language,
    closeLanguage: () => setLanguage(null),
    reset,
  };
}

export type Submission = ReturnType<typeof useSubmission>;
