import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { clock } from '@casino/core';
import { LoaderButton, focusableIn, useCall } from '@casino/ui';
import {
  ADDRESS_MAX_LENGTH,
  NAME_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  SECRET_MAX_LENGTH,
} from './constants';
import { MONTHS_IN_YEAR, birthYearChoices, dayChoices, isUnderAge, keptDay } from './dates';
import { ErrorSummary } from './ErrorSummary';
import type { SummaryEntry } from './ErrorSummary';
import { SelectField, TextField } from './fields';
import { text } from './messages';
import { verifyAge } from './submit';
import type { AgeVerifyValues } from './submit';

/** Letters and digits in groups joined by one space or hyphen. */
const POSTAL_CODE_PATTERN = '[A-Za-z0-9]+([ \\-][A-Za-z0-9]+)*';

type Name = keyof AgeVerifyValues;
type Control = HTMLInputElement | HTMLSelectElement;

export interface AgeVerifyFormProps {
  values: AgeVerifyValues;
  onValues: (values: AgeVerifyValues) => void;
  onVerified: () => void;
  currentYear: number;
  latestBirthYear: number;
}

const asNumber = (value: string) => (value === '' ? null : Number(value));

function problemOf(control: Control): string | null {
  const { validity } = control;
  if (validity.valid) return null;
  const missing = text.missing[control.name as keyof typeof text.missing];
  if (validity.valueMissing && missing) return missing();
  if (validity.customError) return control.validationMessage;
  if (validity.patternMismatch) return text.postalCodeInvalid();
  return control.validationMessage || text.invalid();
}

const controlsOf = (form: HTMLFormElement) =>
  [...form.elements].filter(
    (element): element is Control =>
      element instanceof HTMLInputElement || element instanceof HTMLSelectElement,
  );

/**
 * SPEC §5 "Age verify form": native validity for every field before sending, fields
 * marked touched when left, Enter moves to the next field (the last one's Enter reaches
 * the submit button), a fresh human-verification token on every send. SPEC §8: a refusal
 * shows the server's message in the form's error area, focused and announced; the typed
 * values stay (they live with the overlay, so closing and reopening keeps them too).
 */
export function AgeVerifyForm(props: AgeVerifyFormProps) {
  const { values, onValues, onVerified, currentYear, latestBirthYear } = props;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const buildingNumber = useRef<HTMLInputElement>(null);
  const birthYear = useRef<HTMLSelectElement>(null);
  const errorArea = useRef<HTMLDivElement>(null);
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  const [problems, setProblems] = useState<Partial<Record<Name, string | null>>>({});
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  // The problems of the last send with problems, for the error summary.
  const [summary, setSummary] = useState<{ entries: SummaryEntry[]; attempt: number }>({
    entries: [],
    attempt: 0,
  });
  const { busy, run } = useCall();
  // Set once the server said yes, ahead of the re-render: a late click must not send again.
  const verified = useRef(false);

  const year = asNumber(values.birthYear);
  const month = asNumber(values.birthMonth);
  const day = asNumber(values.birthDay);

  // The building rule spans two fields; it is the number field's own validity. So is the
  // legal age, to the day on the clock's today: the year's (the server still decides).
  useLayoutEffect(() => {
    const missing = !values.buildingNumber.trim() && !values.buildingName.trim();
    buildingNumber.current?.setCustomValidity(missing ? text.buildingMissing() : '');
    const underAge =
      year !== null &&
      month !== null &&
      day !== null &&
      isUnderAge(new Date(clock.now()), year, month, day);
    birthYear.current?.setCustomValidity(underAge ? text.underAge() : '');
    if (!form.current) return;
    const next: Partial<Record<Name, string | null>> = {};
    for (const control of controlsOf(form.current))
      if (touched[control.name as Name]) next[control.name as Name] = problemOf(control);
    setProblems(next);
  }, [values, touched, year, month, day]);

  useEffect(() => {
    if (failure) errorArea.current?.focus();
  }, [failure]);

  const set = (name: Name) => (value: string) => onValues({ ...values, [name]: value });
  const touch = (name: Name) => () =>
    setTouched((seen) => (seen[name] ? seen : { ...seen, [name]: true }));

  /** A new year or month keeps the chosen day while it exists in that month, else clears it. */
  const setDate = (name: 'birthYear' | 'birthMonth') => (value: string) => {
    const next = { ...values, [name]: value };
    const day = keptDay(
      asNumber(next.birthDay),
      asNumber(next.birthYear),
      asNumber(next.birthMonth),
    );
    onValues({ ...next, birthDay: day === null ? '' : String(day) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target;
    const isField = target instanceof HTMLInputElement || target instanceof HTMLSelectElement;
    if (event.key !== 'Enter' || !isField || event.nativeEvent.isComposing || !form.current) return;
    event.preventDefault();
    const stops = focusableIn(form.current);
    const next = stops[stops.indexOf(target) + 1];
    next?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verified.current || busy) return;
    const element = event.currentTarget;
    const controls = controlsOf(element);
    const invalid = controls.filter((control) => !control.validity.valid);
    if (invalid.length > 0) {
      setTouched(Object.fromEntries(controls.map((control) => [control.name, true])));
      setSummary(({ attempt }) => ({
        entries: invalid.map((control) => ({ id: control.id, message: problemOf(control)! })),
        attempt: attempt + 1,
      }));
      return;
    }
    setSummary(({ attempt }) => ({ entries: [], attempt }));
    void run(async (signal) => {
      setFailure(null);
      const outcome = await verifyAge(values, signal);
      if (outcome.ok) {
        verified.current = true;
        onVerified();
      } else {
        setFailure({ message: outcome.message });
      }
    });
  };

  const field = (name: Name) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    touched: Boolean(touched[name]),
    problem: problems[name] ?? null,
    onValue: set(name),
    onBlur: touch(name),
  });

  const years = birthYearChoices(currentYear, latestBirthYear).map((choice) => ({
    value: String(choice),
    label: choice,
  }));
  const months = Array.from({ length: MONTHS_IN_YEAR }, (_, index) => ({
    value: String(index + 1),
    label: text.month(index + 1),
  }));
  const days = dayChoices(year, month).map((choice) => ({ value: String(choice), label: choice }));
  // A problem put right leaves the summary; the others keep their current wording (a field
  // not checked again yet keeps the wording of the send).
  const summaryEntries = summary.entries.flatMap((entry) => {
    const problem = problems[entry.id.slice(`${id}-`.length) as Name];
    if (problem === null) return [];
    return [{ id: entry.id, message: problem ?? entry.message }];
  });

  return (
    <form
      ref={form}
      className="cw-av__form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={submit}
      onKeyDown={onKeyDown}
    >
      <ErrorSummary entries={summaryEntries} attempt={summary.attempt} />
      <div className="cw-av__row">
        <TextField
          {...field('firstName')}
          label={text.firstName()}
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="given-name"
        />
        <TextField
          {...field('lastName')}
          label={text.lastName()}
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="family-name"
        />
      </div>
      <div className="cw-av__row">
        <TextField
          {...field('buildingNumber')}
          inputRef={buildingNumber}
          label={text.buildingNumber()}
          hint={text.buildingHint()}
          maxLength={ADDRESS_MAX_LENGTH}
          autoComplete="address-line1"
        />
        <TextField
          {...field('buildingName')}
          label={text.buildingName()}
          maxLength={ADDRESS_MAX_LENGTH}
        />
      </div>
      <TextField
        {...field('street')}
        label={text.street()}
        required
        maxLength={ADDRESS_MAX_LENGTH}
        autoComplete="address-line2"
      />
      <TextField
        {...field('postalCode')}
        label={text.postalCode()}
        required
        maxLength={POSTAL_CODE_MAX_LENGTH}
        pattern={POSTAL_CODE_PATTERN}
        autoComplete="postal-code"
      />
      <fieldset className="cw-av__date">
        <legend className="cw-av__label">{text.birthDate()}</legend>
        <SelectField
          {...field('birthYear')}
          selectRef={birthYear}
          label={text.birthYear()}
          placeholder={text.choose()}
          options={years}
          onValue={setDate('birthYear')}
        />
        <SelectField
          {...field('birthMonth')}
          label={text.birthMonth()}
          placeholder={text.choose()}
          options={months}
          onValue={setDate('birthMonth')}
        />
        <SelectField
          {...field('birthDay')}
          label={text.birthDay()}
          placeholder={text.choose()}
          options={days}
        />
      </fieldset>
      <TextField
        {...field('secret')}
        type="password"
        label={text.secret()}
        hint={text.secretHint()}
        required
        maxLength={SECRET_MAX_LENGTH}
        autoComplete="off"
      />
      <div
        ref={errorArea}
        className="cw-av__error-area"
        role="alert"
        tabIndex={-1}
        data-age-verify-error
      >
        {failure?.message}
      </div>
      <LoaderButton
        // Pressing the button must not blur the field first: the blur shows that field's
        // problem, which moves the button down before the click lands.
        onMouseDown={(event) => event.preventDefault()}
        type="submit"
        className="cw-av__submit"
        loading={busy}
        loadingLabel={text.sending()}
      >
        {text.submit()}
      </LoaderButton>
    </form>
  );
}
