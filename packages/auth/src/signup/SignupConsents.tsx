import type { ReactNode } from 'react';
import type { Values } from './fields';
import { text } from './messages';

interface SignupConsentsProps {
  /** The form's id prefix (the terms error is `${id}-agreeToTermsOfService-error`). */
  id: string;
  values: Values;
  /** The newsletter box: never in the safe zone (SPEC §6), nor before the flag is known. */
  showNewsletter: boolean;
  /** The terms error shown under the box, if any. */
  termsError: ReactNode;
  onChange: (changes: Partial<Pick<Values, 'privacy' | 'newsletter' | 'terms'>>) => void;
}

/** The signup form's choices: profile visibility, the newsletter and the terms. */
export function SignupConsents({
  id,
  values,
  showNewsletter,
  termsError,
  onChange,
}: SignupConsentsProps) {
  return (
    <>
      <fieldset className="cw-su__privacy">
        <legend className="cw-su__label">{text.privacy()}</legend>
        {(['public', 'private'] as const).map((privacy) => (
          <label key={privacy} className="cw-su__radio">
            <input
              type="radio"
              name="privacy"
              value={privacy}
              checked={values.privacy === privacy}
              onChange={() => onChange({ privacy })}
            />
            {privacy === 'public' ? text.privacyPublic() : text.privacyPrivate()}
          </label>
        ))}
      </fieldset>
      {showNewsletter && (
        <label className="cw-su__check">
          <input
            type="checkbox"
            name="subscribeToNewsletter"
            checked={values.newsletter}
            onChange={(event) => onChange({ newsletter: event.target.checked })}
          />
          {text.newsletter()}
        </label>
      )}
      <div className="cw-su__field" data-invalid={termsError ? true : undefined}>
        <label className="cw-su__check">
          <input
            type="checkbox"
            name="agreeToTermsOfService"
            required
            checked={values.terms}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${id}-agreeToTermsOfService-error` : undefined}
            onChange={(event) => onChange({ terms: event.target.checked })}
          />
          {text.terms()}
        </label>
        {termsError}
      </div>
    </>
  );
}
