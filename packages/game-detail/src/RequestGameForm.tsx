import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { clock } from '@casino/core';
import { LoaderButton, useCall } from '@casino/ui';
import { GAME_FIELD_MAX_LENGTH, REQUEST_GAME_SUCCESS_MS } from './constants';
import { text } from './messages';
import { sendGameRequest } from './sendGameRequest';

interface RequestGameFormProps {
  action: string;
  maxLength: number;
}

type Feedback = { kind: 'success' | 'error'; message: string } | null;

/**
 * SPEC §5 "Game request": the game's name is required; the textarea shows its length
 * against its maximum. A success empties the form and its message hides after 10 s;
 * a failure shows the server's message and keeps what was typed. Clicks while a request
 * is out are ignored.
 */
export default function RequestGameForm({ action, maxLength }: RequestGameFormProps) {
  const id = useId();
  const [gameName, setGameName] = useState('');
  const [gameProvider, setGameProvider] = useState('');
  const [otherInformation, setOtherInformation] = useState('');
  const [nameError, setNameError] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const { busy, run } = useCall();
  const hideTimer = useRef<ReturnType<typeof clock.setTimeout>>(undefined);

  useEffect(() => () => clock.clearTimeout(hideTimer.current), []);
  // The form arrives after the dialog opened (its own chunk): the dialog's first field takes the focus.
  useLayoutEffect(() => nameInput.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!gameName.trim()) {
      setNameError(true);
      nameInput.current?.focus();
      return;
    }
    void run(async (signal) => {
      clock.clearTimeout(hideTimer.current);
      setFeedback(null);
      const fields = {
        gameName: gameName.trim(),
        gameProvider: gameProvider.trim(),
        otherInformation,
      };
      const outcome = await sendGameRequest(action, fields, signal);
      if (!outcome.ok) {
        setFeedback({ kind: 'error', message: outcome.message });
        return;
      }
      setGameName('');
      setGameProvider('');
      setOtherInformation('');
      setFeedback({ kind: 'success', message: outcome.message });
      hideTimer.current = clock.setTimeout(() => setFeedback(null), REQUEST_GAME_SUCCESS_MS);
    });
  };

  const nameErrorId = `${id}-name-error`;
  const counterId = `${id}-counter`;
  return (
    <form className="cw-rg" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <p className="cw-rg__intro">{text.requestIntro()}</p>
      <label className="cw-field__label" htmlFor={`${id}-name`}>
        {text.gameName()}
      </label>
      <input
        ref={nameInput}
        id={`${id}-name`}
        className="cw-field__input"
        name="gameName"
        required
        autoComplete="off"
        maxLength={GAME_FIELD_MAX_LENGTH}
        value={gameName}
        aria-invalid={nameError || undefined}
        aria-describedby={nameError ? nameErrorId : undefined}
        onChange={(event) => {
          setGameName(event.target.value.slice(0, GAME_FIELD_MAX_LENGTH));
          if (event.target.value.trim()) setNameError(false);
        }}
      />
      {nameError && (
        <p id={nameErrorId} className="cw-field__error">
          {text.gameNameMissing()}
        </p>
      )}
      <label className="cw-field__label" htmlFor={`${id}-provider`}>
        {text.gameProvider()}
      </label>
      <input
        id={`${id}-provider`}
        className="cw-field__input"
        name="gameProvider"
        autoComplete="off"
        maxLength={GAME_FIELD_MAX_LENGTH}
        value={gameProvider}
        onChange={(event) => setGameProvider(event.target.value.slice(0, GAME_FIELD_MAX_LENGTH))}
      />
      <label className="cw-field__label" htmlFor={`${id}-other`}>
        {text.otherInformation()}
      </label>
      <textarea
        id={`${id}-other`}
        className="cw-field__input"
        name="otherInformation"
        rows={4}
        maxLength={maxLength}
        value={otherInformation}
        aria-describedby={counterId}
        onChange={(event) => setOtherInformation(event.target.value.slice(0, maxLength))}
      />
      <p className="cw-rg__counter" id={counterId}>
        <span aria-hidden="true" data-game-request-counter>
          {text.counter(otherInformation.length, maxLength)}
        </span>
        <span className="cw-rg__hidden">
          {text.counterLabel(otherInformation.length, maxLength)}
        </span>
      </p>
      <LoaderButton
        type="submit"
        className="cw-rg__send"
        loading={busy}
        loadingLabel={text.sending()}
      >
        {text.send()}
      </LoaderButton>
      <p role="status" className="cw-rg__success">
        {feedback?.kind === 'success' && feedback.message}
      </p>
      <p role="alert" className="cw-rg__error">
        {feedback?.kind === 'error' && feedback.message}
      </p>
    </form>
  );
}
