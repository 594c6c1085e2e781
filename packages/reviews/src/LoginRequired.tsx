import { text } from './messages';

interface LoginRequiredProps {
  /** The server's message; the default login-required text otherwise. */
  message?: string | null;
  /** Emits `auth:open` (and closes what asked for it). */
  onLogin: () => void;
}

/** SPEC §8 code 7000: a login-required message with a link that opens the login modal. */
export function LoginRequired({ message, onLogin }: LoginRequiredProps) {
  return (
    <p className="cw-reviews__error" role="alert">
      {message || text.loginRequired()}{' '}
      <button type="button" className="cw-reviews__link" onClick={onLogin}>
        {text.loginLink()}
      </button>
    </p>
  );
}
