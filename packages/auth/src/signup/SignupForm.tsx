import type { AuthContext } from '@casino/core';

export interface SignupFormProps {
  /** Where the signup happens (the review context only validates). */
  context: AuthContext;
  /** Switches the surrounding dialog to its login tab. */
  onSwitchToLogin: () => void;
  /** Called when the signup is complete (or validated, in the review context). */
  onDone?: () => void;
}

/** The signup form (SPEC §3 Signup form). */
export function SignupForm({ onSwitchToLogin }: SignupFormProps) {
  return (
    <form className="cw-signup-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <p>
        <button type="button" className="cw-link" onClick={onSwitchToLogin}>
          Log in
        </button>
      </p>
    </form>
  );
}
