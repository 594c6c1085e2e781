import { lazy } from 'react';
import { WhileLoading } from '../shared/WhileLoading';
import type { SignupConfirmationProps } from './SignupConfirmation';

const SignupConfirmation = lazy(() =>
  import('./SignupConfirmation').then(({ SignupConfirmation }) => ({
    default: SignupConfirmation,
  })),
);

/** The confirmation page's widget: the screen shares its code with the signup form. */
export function SignupConfirmationPage(props: SignupConfirmationProps) {
  return (
    <WhileLoading>
      <SignupConfirmation {...props} />
    </WhileLoading>
  );
}
