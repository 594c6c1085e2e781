import type { InputHTMLAttributes, ReactNode, RefObject } from 'react';

interface FieldBase {
  id: string;
  label: string;
  /** Shown only once the field was left (touched) or a submit was tried. */
  problem: string | null;
  touched: boolean;
  hint?: string;
}

function describedBy(id: string, hint: string | undefined, problem: string | null) {
  return [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

function Notes({ id, hint, problem }: Pick<FieldBase, 'id' | 'hint' | 'problem'>) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="cw-av__hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className="cw-av__field-error">
          {problem}
        </p>
      )}
    </>
  );
}

type TextFieldProps = FieldBase &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> & {
    onValue: (value: string) => void;
    inputRef?: RefObject<HTMLInputElement | null>;
  };

export function TextField(props: TextFieldProps) {
  const { id, label, problem, touched, hint, onValue, inputRef, ...input } = props;
  const shown = touched ? problem : null;
  return (
    <div className="cw-av__field" data-touched={touched || undefined}>
      <label className="cw-av__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className="cw-av__input"
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(id, hint, shown)}
        onChange={(event) => onValue(event.target.value)}
      />
      <Notes id={id} hint={hint} problem={shown} />
    </div>
  );
}

interface SelectFieldProps extends FieldBase {
  name: string;
  value: string;
  placeholder: string;
  options: { value: string; label: ReactNode }[];
  onValue: (value: string) => void;
  onBlur: () => void;
  selectRef?: RefObject<HTMLSelectElement | null>;
}

export function SelectField(props: SelectFieldProps) {
  const { id, label, problem, touched, name, value, placeholder, options, onValue, onBlur } = props;
  const { selectRef } = props;
  const shown = touched ? problem : null;
  return (
    <div className="cw-av__field" data-touched={touched || undefined}>
      <label className="cw-av__label" htmlFor={id}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        name={name}
        className="cw-av__select"
        required
        value={value}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(id, undefined, shown)}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Notes id={id} problem={shown} />
    </div>
  );
}
