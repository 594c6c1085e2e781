import { CODE_EMAIL_REGISTERED, CODE_LOGIN_TAKEN } from '@casino/api';
import type { Failure } from './calls';
import { text } from './messages';

/** The signup form's fields, its values and its own checks (SPEC §3 Signup form, §5). */
export type FieldName =
  'login' | 'email' | 'password' | 'confirm_password' | 'agreeToTermsOfService';
export const FIELD_ORDER: readonly FieldName[] = [
  'login',
  'email',
  'password',
  'confirm_password',
  'agreeToTermsOfService',
];

export interface FieldError {
  message: string;
  /** The server's code; absent for the form's own checks and failed requests. */
  code?: number;
}
export type Errors = Partial<Record<FieldName, FieldError>>;

export interface Values {
  login: string;
  email: string;
  password: string;
  confirm: string;
  newsletter: boolean;
  terms: boolean;
  privacy: 'public' | 'private';
}

export const EMPTY: Values = {
  login: '',
  email: '',
  password: '',
  confirm: '',
  newsletter: false,
  terms: false,
  privacy: 'public',
};

function isField(name: string | undefined): name is FieldName {
  return FIELD_ORDER.includes(name as FieldName);
}

/** SPEC §8: 4011 belongs to the login, 4012 to the email; else the field the server names. */
export function fieldOf(failure: Failure): FieldName | null {
  if (failure.code === CODE_LOGIN_TAKEN) return 'login';
  if (failure.code === CODE_EMAIL_REGISTERED) return 'email';
  return isField(failure.field) ? failure.field : null;
}

/** The form's own checks before sending: required fields, matching passwords, terms. */
export function localErrors(values: Values): Errors {
  const errors: Errors = {};
  if (!values.login.trim()) errors.login = { message: text.required() };
  if (!values.email.trim()) errors.email = { message: text.required() };
  if (!values.password) errors.password = { message: text.required() };
  if (!values.confirm) errors.confirm_password = { message: text.required() };
  else if (values.confirm !== values.password)
    errors.confirm_password = { message: text.passwordsDiffer() };
  if (!values.terms) errors.agreeToTermsOfService = { message: text.termsRequired() };
  return errors;
}
