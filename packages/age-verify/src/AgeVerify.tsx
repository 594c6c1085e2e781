import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { clock } from '@casino/core';
import { AGE_VERIFY_GATE, closeGate, openGate } from '@casino/core/gates';
import { LEGAL_AGE_YEARS } from './constants';
import { ageVerifyRequested, withoutAgeVerify } from './hash';
import { text } from './messages';
import { coverGame, focusRevealed, reveal } from './page';
import type { AgeVerifyProps } from './props';
import { EMPTY_VALUES } from './submit';
import type { AgeVerifyValues } from './submit';

/** The form's code (fields, date lists, the call) loads when the visitor clicks Verify. */
const AgeVerifyDialog = lazy(() =>
  import('./AgeVerifyDialog').then(({ AgeVerifyDialog }) => ({ default: AgeVerifyDialog })),
);

type Stage = 'off' | 'gate' | 'verified';

function dropHash(): void {
  const { hash, pathname, search } = window.location;
  if (!ageVerifyRequested(hash)) return;
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${search}${withoutAgeVerify(hash)}`,
  );
}

/**
 * SPEC §2 Game detail, §4 "Age verification": an overlay over the game, shown when the
 * server asks for it (`required`) or the hash holds `enableAgeVerify`; its form stays
 * hidden until Verify is clicked; success hides the form and reveals the game, or the
 * finished box.
 */
export function AgeVerify(props: AgeVerifyProps) {
  const { required, maxBirthYear, game, finished } = props;
  const headingId = useId();
  const [stage, setStage] = useState<Stage>(() =>
    required || ageVerifyRequested(window.location.hash) ? 'gate' : 'off',
  );
  const [formOpen, setFormOpen] = useState(false);
  const [values, setValues] = useState<AgeVerifyValues>(EMPTY_VALUES);
  const [asked, setAsked] = useState(0);
  // The game or the page's finished box, once revealed; null: the widget shows its own box.
  const [revealed, setRevealed] = useState<HTMLElement | null>(null);
  const verifyButton = useRef<HTMLButtonElement>(null);
  const finishedBox = useRef<HTMLParagraphElement>(null);
  const currentYear = new Date(clock.now()).getFullYear();

  // The hash asks for the overlay on load and whenever a link on the page sets it.
  useEffect(() => {
    const follow = () => {
      if (!ageVerifyRequested(window.location.hash)) return;
      setStage((current) => (current === 'off' ? 'gate' : current));
      setAsked((count) => count + 1);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  // Focus goes where the hash asked to go; the overlay scrolls into view with it.
  useLayoutEffect(() => {
    if (asked > 0) verifyButton.current?.focus();
  }, [asked]);

  useEffect(() => {
    if (stage === 'gate') coverGame(game);
  }, [stage, game]);

  // Core's gate (README.md): open while this visitor need not verify ('off') or the server
  // accepted the birth date ('verified'); closed while the overlay asks, and once this goes.
  useEffect(() => {
    if (stage === 'gate') return;
    openGate(AGE_VERIFY_GATE);
    return () => closeGate(AGE_VERIFY_GATE);
  }, [stage]);

  // After the dialog went: focus on what was revealed (the dialog would send it back to Verify).
  useEffect(() => {
    if (stage !== 'verified') return;
    if (revealed) focusRevealed(revealed);
    else finishedBox.current?.focus();
  }, [stage, revealed]);

  const onVerified = () => {
    dropHash();
    setRevealed(reveal(game, finished));
    setFormOpen(false);
    setStage('verified');
  };

  if (stage === 'off') return null;
  const status = (
    <p role="status" className="cw-av__sr-only">
      {stage === 'verified' && text.verified()}
    </p>
  );
  if (stage === 'verified') {
    return (
      <div className="cw-av">
        {status}
        {!revealed && (
          <p ref={finishedBox} className="cw-av__finished" tabIndex={-1} data-age-verify-done>
            {text.verified()}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="cw-av">
      {status}
      <section className="cw-av__overlay" aria-labelledby={headingId} data-age-verify-overlay>
        <h2 id={headingId} className="cw-av__title">
          {text.gateTitle()}
        </h2>
        <p className="cw-av__intro">{text.gateIntro()}</p>
        <button
          ref={verifyButton}
          type="button"
          className="cw-av__verify"
          aria-haspopup="dialog"
          onClick={() => setFormOpen(true)}
        >
          {text.verify()}
        </button>
      </section>
      {formOpen && (
        <Suspense fallback={null}>
          <AgeVerifyDialog
            values={values}
            onValues={setValues}
            onVerified={onVerified}
            onClose={() => setFormOpen(false)}
            currentYear={currentYear}
            latestBirthYear={maxBirthYear ?? currentYear - LEGAL_AGE_YEARS}
          />
        </Suspense>
      )}
    </div>
  );
}
