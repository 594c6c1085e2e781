import {
  CODE_BANNED,
  CODE_CAPTCHA,
  CODE_EMAIL_REGISTERED,
  CODE_EMAIL_UNCONFIRMED,
  CODE_FORM_ERROR,
  CODE_LANGUAGE_UNDETECTED,
  CODE_LOGIN_REQUIRED,
  CODE_LOGIN_TAKEN,
  CODE_NOT_ALLOWED,
  CODE_POST_PENDING_REVIEW,
  CODE_SERVICE_UNAVAILABLE,
  CODE_SIGNUP_REFUSED,
  CODE_SOCIAL_TOKEN_INVALID,
  CODE_SOCIAL_USERNAME_NEEDED,
  CODE_UPLOAD_WRONG_TYPE,
  casinoDetail,
} from '@casino/api';

/**
 * Named fault scenarios: every error of SPEC §8 can be switched on by name in stories,
 * tests and the demo (`?scenario=server-error`). Faults never touch the error log.
 */
export const BUSINESS_CODES = {
  [CODE_LOGIN_TAKEN]: 'This username is already taken.',
  [CODE_EMAIL_REGISTERED]: 'This email address is already registered.',
  [CODE_SIGNUP_REFUSED]: 'Your account could not be created. Please contact support.',
  4015: 'Your account is temporarily blocked. Try again later.',
  4016: 'Your account has been closed.',
  [CODE_BANNED]: 'Your account is banned until 2027-01-01 12:00.',
  5020: 'Your account is banned permanently.',
  [CODE_EMAIL_UNCONFIRMED]: 'Please confirm your email address first.',
  5104: 'Your confirmation link has expired.',
  [CODE_SOCIAL_TOKEN_INVALID]: 'Social login is not available at the moment.',
  [CODE_SOCIAL_USERNAME_NEEDED]: 'Please choose a username to finish signing up.',
  5130: 'This social account is linked to another member.',
  [CODE_SERVICE_UNAVAILABLE]: 'The service is unavailable. Please try again later.',
  [CODE_UPLOAD_WRONG_TYPE]: 'This file type is not allowed.',
  [CODE_CAPTCHA]: 'Human verification failed. Please try again.',
  [CODE_LOGIN_REQUIRED]: 'Please log in to continue.',
  [CODE_FORM_ERROR]: 'The form contains errors.',
  [CODE_LANGUAGE_UNDETECTED]: 'We could not detect the language of your text.',
  [CODE_POST_PENDING_REVIEW]: 'Your post is waiting for review.',
  [CODE_NOT_ALLOWED]: 'You are not allowed to change this.',
} as const;

export type BusinessCode = keyof typeof BUSINESS_CODES;

export type Fault =
  | { kind: 'network-error' }
  | { kind: 'http-status'; status: number; message: string }
  | { kind: 'too-many-requests' }
  | { kind: 'malformed-json' }
  | { kind: 'slow'; ms: number }
  | { kind: 'business-code'; code: BusinessCode }
  | { kind: 'newsletter-rejected' }
  | { kind: 'malformed-answer' }
  | { kind: 'pending-review' }
  | { kind: 'age-verify-refused' }
  | { kind: 'service-down'; path: string }
  | { kind: 'game-request-refused' }
  | { kind: 'vote-refused' };

export interface Scenario {
  name: string;
  description: string;
  fault: Fault;
}

export const SLOW_RESPONSE_MS = 3000;

const codeScenarios: Scenario[] = Object.entries(BUSINESS_CODES).map(([code, message]) => ({
  name: `code-${code}`,
  description: `Form calls answer code ${code}: “${message}”`,
  fault: { kind: 'business-code', code: Number(code) as BusinessCode },
}));

/** One service of the casino detail page failing with HTTP 500, the rest of the site working. */
function serviceDownScenarios(): Scenario[] {
  const services: [string, string, string][] = [
    ['casino-bonuses-down', casinoDetail.casinoBonusesService.path, 'The casino bonuses tab'],
    [
      'casino-complaints-down',
      casinoDetail.casinoDetailComplaints.path,
      'The complaints by status',
    ],
    [
      'payment-providers-down',
      casinoDetail.casinoPaymentProviders.path,
      'The payment providers popup',
    ],
    ['unfair-terms-down', casinoDetail.termsAndConditionContent.path, 'The unfair terms'],
    [
      'reviews-link-down',
      casinoDetail.generateCasinoUserReviewsLink.path,
      'The user reviews address',
    ],
  ];
  return services.map(([name, path, what]) => ({
    name,
    description: `${what} fails (HTTP 500); the rest of the site works`,
    fault: { kind: 'service-down', path },
  }));
}

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'network-error',
    description: 'Every call fails with a network error',
    fault: { kind: 'network-error' },
  },
  {
    name: 'server-error',
    description: 'Every call answers HTTP 500 with a message',
    fault: {
      kind: 'http-status',
      status: 500,
      message: 'Something went wrong on our side. Please try again later.',
    },
  },
  {
    name: 'too-many-requests',
    description: 'Every call answers 429 until a human is verified (verifyAccessRecaptcha)',
    fault: { kind: 'too-many-requests' },
  },
  {
    name: 'malformed-json',
    description: 'Every JSON answer is broken',
    fault: { kind: 'malformed-json' },
  },
  {
    name: 'slow',
    description: `Every call takes ${SLOW_RESPONSE_MS / 1000} s`,
    fault: { kind: 'slow', ms: SLOW_RESPONSE_MS },
  },
  {
    name: 'newsletter-rejected',
    description: 'The newsletter signup answers a non-200 code with a message',
    fault: { kind: 'newsletter-rejected' },
  },
  {
    name: 'malformed-answer',
    description:
      'JSON answers are valid JSON that breaks their contract (wrong types), where the contract can tell',
    fault: { kind: 'malformed-answer' },
  },
  {
    name: 'forum-pending-review',
    description: 'New forum threads and posts are held for review (code 8214) and show nowhere',
    fault: { kind: 'pending-review' },
  },
  {
    name: 'age-verify-refused',
    description: 'The age verification refuses every visitor with a message',
    fault: { kind: 'age-verify-refused' },
  },
  {
    name: 'game-request-refused',
    description: 'The request-game form answers a non-200 code with a message',
    fault: { kind: 'game-request-refused' },
  },
  {
    name: 'vote-refused',
    description: 'The game vote form answers a non-200 code with a message',
    fault: { kind: 'vote-refused' },
  },
  ...codeScenarios,
  ...serviceDownScenarios(),
];

/** The body of the `malformed-answer` scenario: every usual field of the wrong type. */
export const MALFORMED_ANSWER = {
  code: 'OK',
  message: 42,
  html: 42,
  link: 42,
  content: 42,
  data: 42,
  jsonData: 42,
} as const;

let active: Scenario | null = null;

/** Switches a scenario on by name (null switches faults off). Unknown names throw. */
export function setScenario(name: string | null): void {
  if (name === null) {
    active = null;
    return;
  }
  const found = SCENARIOS.find((scenario) => scenario.name === name);
  if (!found) throw new Error(`Unknown mock scenario "${name}"`);
  active = found;
}

export function activeScenario(): Scenario | null {
  return active;
}
