import type { AuthContext } from '@casino/core';
import { CODE_LOGIN_REQUIRED } from '@casino/api';
import { emit } from '@casino/core';
import { text } from './messages';

/** A failed auth call as a form shows it. */
export interface ServerFailure {
  /** The server's message; the generic text (or, for code 7000, the login-required text) without one. */
  message: string | null;
  /** The answer's code, when the server answered. */
  code?: number | undefined;
  /** A link the answer offers with its message. */
  link?: { href: string; text: string } | undefined;
}

export interface ServerMessageProps {
  /** Null keeps the (empty) live region in place, so a later failure is announced. */
  failure: ServerFailure | null;
  /** The context the login dialog opens in for code 7000. */
  context?: AuthContext | undefined;
  className: string;
  /** For a field's aria-describedby. */
  id?: string | undefined;
}

/**
 * A failure of an auth call, announced as an alert. SPEC §8 7000: the call needs a member,
 * so the message comes with a link that opens the login dialog (`auth:open`).
 */
export function ServerMessage({ failure, context, className, id }: ServerMessageProps) {
  if (!failure) return <div id={id} className={className} role="alert" />;
  const { message, code, link } = failure;
  const loginRequired = code === CODE_LOGIN_REQUIRED;
  const shown = message ?? (loginRequired ? text.loginRequired() : text.genericError());
  return (
    <div id={id} className={className} role="alert" data-code={code}>
      {shown}
      {loginRequired && (
        <>
          {' '}
          <button
            type="button"
            className="cw-auth-link"
            onClick={() =>
              emit('auth:open', context ? { tab: 'LOGIN', context } : { tab: 'LOGIN' })
            }
          >
            {text.loginRequiredLink()}
          </button>
        </>
      )}
      {link && (
        <>
          {' '}
          <a className="cw-auth-link" href={link.href}>
            {link.text}
          </a>
        </>
      )}
    </div>
  );
}
