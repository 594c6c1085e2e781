import { lazy, useId } from 'react';
import { emit } from '@casino/core';
import { navigation } from '../shared/navigation';
import { text } from './messages';
import { sameOriginReferrer } from './returnUrl';
import { WhileLoading } from '../shared/WhileLoading';
import type { SignupProps } from '../pageProps';

const SignupForm = lazy(() =>
  import('./SignupForm').then(({ SignupForm }) => ({ default: SignupForm })),
);

/**
 * The signup page's form: a created account goes to the confirmation page. Its heading
 * shows only when the page asks (`heading`): the signup page's own heading names it, and
 * the form is named by its label either way.
 */
export function SignupPage({
  confirmationUrl,
  urlAfterSignup,
  countryCode,
  loginUrl,
  heading = false,
}: SignupProps) {
  const headingId = useId();
  const afterSignup =
    urlAfterSignup ??
    sameOriginReferrer(window.location.href) ??
    new URL('/', window.location.href).href;
  return (
    <section className="cw-signup-page" aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <h2 className="cw-signup-page__title" id={headingId}>
          {text.title()}
        </h2>
      )}
      <WhileLoading>
        <SignupForm
          context="site"
          confirmationUrl={confirmationUrl}
          urlAfterSignup={afterSignup}
          {...(countryCode ? { countryCode } : {})}
          onSwitchToLogin={() =>
            loginUrl
              ? navigation.assign(loginUrl)
              : emit('auth:open', { tab: 'LOGIN', context: 'site' })
          }
        />
      </WhileLoading>
    </section>
  );
}
