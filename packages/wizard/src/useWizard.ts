import { useCallback, useEffect, useRef, useState } from 'react';
import type { WizardBonusType, WizardCasinoType, WizardGameGenre } from '@casino/api';
import { useCall } from '@casino/ui';
import { onHistoryMove, pushEntry, readEntry, replaceEntry } from './stepHistory';
import {
  FIRST_STEP,
  MAX_STEP,
  NO_ANSWERS,
  RESULT_STEP,
  completeAnswers,
  furthestStep,
  hasChoice,
  mergeAnswers,
} from './steps';
import type { Answers, HistoryEntry, QuestionStep, Step } from './steps';
import { findCasinos } from './submit';

export interface WizardState {
  step: Step;
  answers: Answers;
  /** The result's HTML as the server sent it (step 4 only). */
  result?: string;
}

/**
 * The state of a history entry as the wizard can show it: never a step whose earlier
 * steps lack a choice, never the result step without a result.
 */
function fromEntry(entry: HistoryEntry | null, answers: Answers): WizardState {
  let step = Math.min(entry?.step ?? FIRST_STEP, furthestStep(answers)) as Step;
  const result = step === RESULT_STEP ? entry?.result : undefined;
  if (step === RESULT_STEP && !result) step = MAX_STEP;
  return result ? { step, answers, result } : { step, answers };
}

/** A reload shows the step and answers of the current history entry. */
function restore(historyKey: string): WizardState {
  const entry = readEntry(historyKey);
  return fromEntry(entry, entry?.answers ?? NO_ANSWERS);
}

/**
 * SPEC §4 Wizard: next only with a choice (a try without one marks the step), back down to
 * step 1 keeping the answers, submit to the result step 4. Each step is a history entry.
 */
export function useWizard(historyKey: string) {
  const [state, setState] = useState(() => restore(historyKey));
  /** The step whose missing choice is marked. */
  const [missing, setMissing] = useState<QuestionStep | null>(null);
  // The search's failure is the call's error; a move to another step aborts the search.
  const { busy, error: failure, setError: setFailure, run, abort } = useCall();
  /** Counts the moves to another step: focus follows each, never the first show. */
  const [moves, setMoves] = useState(0);
  /** The state as of the last change, ahead of React's re-render (for listeners and repeat clicks). */
  const current = useRef(state);

  const show = useCallback(
    (next: WizardState) => {
      abort();
      setMissing(null);
      setFailure(null);
      if (next.step !== current.current.step) setMoves((count) => count + 1);
      current.current = next;
      setState(next);
    },
    [abort, setFailure],
  );

  useEffect(() => {
    // The entry the page was shown with says what it shows (a restored state may differ).
    const shown = readEntry(historyKey);
    if (JSON.stringify(shown) !== JSON.stringify(current.current))
      replaceEntry(historyKey, current.current);
    const stop = onHistoryMove(() => {
      const entry = readEntry(historyKey);
      // An entry the page added without the wizard (an in-page link) shows the step the
      // visitor was on, and from now on says so.
      if (entry) show(fromEntry(entry, mergeAnswers(current.current.answers, entry.answers)));
      else replaceEntry(historyKey, current.current);
    });
    return stop;
  }, [historyKey, show]);

  const answer = (answers: Answers) => {
    const next = { ...current.current, answers };
    current.current = next;
    setState(next);
    setMissing(null);
    setFailure(null);
    replaceEntry(historyKey, next);
  };

  const chooseBonus = (bonusType: WizardBonusType) =>
    answer({ ...current.current.answers, bonusType });
  const chooseCasino = (casinoType: WizardCasinoType) =>
    answer({ ...current.current.answers, casinoType });
  const toggleGenre = (genre: WizardGameGenre) => {
    const { answers } = current.current;
    const gameGenres = answers.gameGenres.includes(genre)
      ? answers.gameGenres.filter((chosen) => chosen !== genre)
      : [...answers.gameGenres, genre];
    answer({ ...answers, gameGenres });
  };

  const forward = (next: WizardState) => {
    pushEntry(historyKey, next);
    show(next);
  };

  const submit = () => {
    const request = completeAnswers(current.current.answers);
    if (!request) return;
    void run(async (signal) => {
      const outcome = await findCasinos(request, signal);
      if (signal.aborted) return;
      if (outcome.ok) forward({ ...current.current, step: RESULT_STEP, result: outcome.html });
      else setFailure(outcome.message);
    }).catch(() => undefined);
  };

  /** Next or submit: without a choice it only marks the step's error. */
  const proceed = () => {
    const { step } = current.current;
    if (step === RESULT_STEP) return;
    if (!hasChoice(current.current.answers, step)) {
      setMissing(step);
      return;
    }
    if (step === MAX_STEP) submit();
    else forward({ step: (step + 1) as Step, answers: current.current.answers });
  };

  /** Goes back over this step's history entry, as the browser's Back does. */
  const back = () => {
    const { step, answers } = current.current;
    if (step === FIRST_STEP) return;
    if (readEntry(historyKey)?.step === step) {
      history.back();
      return;
    }
    const previous = { step: (step - 1) as Step, answers };
    replaceEntry(historyKey, previous);
    show(previous);
  };

  return {
    ...state,
    missing,
    failure,
    busy,
    moves,
    chooseBonus,
    chooseCasino,
    toggleGenre,
    proceed,
    back,
  };
}
