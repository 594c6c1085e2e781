import { useEffect, useId, useRef } from 'react';
import type { FormEvent } from 'react';
import { WIZARD_BONUS_TYPES, WIZARD_CASINO_TYPES, WIZARD_GAME_GENRES } from '@casino/api';
import { LoaderButton } from '@casino/ui';
import { ChoiceGroup } from './ChoiceGroup';
import { WizardResult } from './WizardResult';
import { bonusLabels, casinoLabels, genreLabels, text } from './messages';
import { FIRST_STEP, MAX_STEP, RESULT_STEP, hasChoice } from './steps';
import type { QuestionStep } from './steps';
import { useWizard } from './useWizard';
import type { WizardProps } from './props';

const STEP_TEXT = {
  1: { title: text.bonusTitle, hint: text.chooseOne, missing: text.bonusMissing },
  2: { title: text.genresTitle, hint: text.chooseSome, missing: text.genresMissing },
  3: { title: text.casinoTitle, hint: text.chooseOne, missing: text.casinoMissing },
} as const;

/**
 * The casino wizard (SPEC §2, §4): three questions, then the casinos that fit. Focus goes
 * to each step's heading, the step count is announced, the browser's Back goes back a step.
 */
export function Wizard({ label, headingLevel, historyKey }: WizardProps) {
  const wizard = useWizard(historyKey);
  const { step, answers, missing, failure, busy, moves } = wizard;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as 'h2';

  useEffect(() => {
    // Not on the first show: the page decides where focus starts.
    if (moves > 0) heading.current?.focus();
  }, [moves]);

  const status = (
    <p className="cw-wizard__count" role="status">
      {step === RESULT_STEP ? text.resultCount() : text.stepCount(step, MAX_STEP)}
    </p>
  );
  const backButton = (
    <button type="button" className="cw-wizard__back" onClick={wizard.back}>
      {text.back()}
    </button>
  );

  if (step === RESULT_STEP) {
    return (
      <section className="cw-wizard" aria-label={label ?? text.label()} data-step={step}>
        {status}
        <Heading className="cw-wizard__title" tabIndex={-1} ref={heading}>
          {text.resultTitle()}
        </Heading>
        <WizardResult key={wizard.result} html={wizard.result ?? ''} />
        <div className="cw-wizard__actions">{backButton}</div>
      </section>
    );
  }

  const questionStep: QuestionStep = step;
  const chosen = hasChoice(answers, questionStep);
  const headingId = `${id}-title`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = missing === questionStep;
  const groupProps = {
    labelledBy: headingId,
    describedBy: invalid ? `${hintId} ${errorId}` : hintId,
    invalid,
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    wizard.proceed();
  };

  return (
    <section className="cw-wizard" aria-label={label ?? text.label()} data-step={step}>
      {status}
      <form
        className="cw-wizard__form"
        noValidate
        onSubmit={onSubmit}
        data-invalid={invalid || undefined}
      >
        <Heading id={headingId} className="cw-wizard__title" tabIndex={-1} ref={heading}>
          {STEP_TEXT[questionStep].title()}
        </Heading>
        <p id={hintId} className="cw-wizard__hint">
          {STEP_TEXT[questionStep].hint()}
        </p>
        {questionStep === 1 && (
          <ChoiceGroup
            kind="radio"
            name={`${id}-bonusType`}
            values={WIZARD_BONUS_TYPES}
            label={(value) => bonusLabels[value]()}
            isChosen={(value) => answers.bonusType === value}
            onChoose={wizard.chooseBonus}
            {...groupProps}
          />
        )}
        {questionStep === 2 && (
          <ChoiceGroup
            kind="checkbox"
            name={`${id}-gameGenres`}
            values={WIZARD_GAME_GENRES}
            label={(value) => genreLabels[value]()}
            isChosen={(value) => answers.gameGenres.includes(value)}
            onChoose={wizard.toggleGenre}
            {...groupProps}
          />
        )}
        {questionStep === 3 && (
          <ChoiceGroup
            kind="radio"
            name={`${id}-casinoType`}
            values={WIZARD_CASINO_TYPES}
            label={(value) => casinoLabels[value]()}
            isChosen={(value) => answers.casinoType === value}
            onChoose={wizard.chooseCasino}
            {...groupProps}
          />
        )}
        {invalid && (
          <p id={errorId} className="cw-wizard__error" role="alert">
            {STEP_TEXT[questionStep].missing()}
          </p>
        )}
        {failure && (
          <p className="cw-wizard__failure" role="alert">
            {failure}
          </p>
        )}
        <div className="cw-wizard__actions">
          {step > FIRST_STEP && backButton}
          <LoaderButton
            type="submit"
            className="cw-wizard__next"
            aria-disabled={!chosen || undefined}
            loading={busy}
            loadingLabel={text.sending()}
          >
            {step === MAX_STEP ? text.submit() : text.next()}
          </LoaderButton>
        </div>
      </form>
    </section>
  );
}
