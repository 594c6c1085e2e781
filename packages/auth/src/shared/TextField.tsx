import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'
>;

export interface TextFieldProps extends InputProps {
  id: string;
  /** The form's class block: the field is `<block>__field`, its parts `<block>__label` etc. */
  block: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  /** The field's error, shown under it and named by aria-describedby. */
  error?: string | null | undefined;
  /** The server's code of the error, as `data-code`. */
  errorCode?: number | undefined;
  /** Invalid without an error of its own (the message is shown elsewhere, see describedBy). */
  invalid?: boolean | undefined;
  /** Further ids that describe the input (a strength meter, a message elsewhere). */
  describedBy?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
  /** Shown between the input and its error (the password strength meter). */
  after?: ReactNode;
}

/**
 * A labelled text input of the package's forms, with its error: `aria-invalid` and
 * `aria-describedby` name the error (SPEC §5 field rules; accessibility).
 */
export function TextField({
  id,
  block,
  label,
  value,
  onValue,
  error,
  errorCode,
  invalid,
  describedBy,
  ref,
  after,
  ...input
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const isInvalid = Boolean(error) || Boolean(invalid);
  const described = [error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <div className={`${block}__field`} data-invalid={isInvalid || undefined}>
      <label className={`${block}__label`} htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        className={`${block}__input`}
        value={value}
        aria-invalid={isInvalid || undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {after}
      {error && (
        <p id={errorId} className={`${block}__field-error`} data-code={errorCode}>
          {error}
        </p>
      )}
    </div>
  );
}
