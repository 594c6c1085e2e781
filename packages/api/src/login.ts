/**
 * Login and social login (SPEC §3 Login request, Social login payload, User profile;
 * §4 Login, Social login by code; §7 "Login, signup, social").
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { codeMessage } from './schemas';

/** SPEC §3 Login request. */
export const loginRequest = z.object({
  loginOrEmail: z.string(),
  password: z.string(),
  stayLoggedIn: z.boolean(),
  urlAfterLogin: z.optional(z.string()),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/**
 * SPEC §3 User profile: when a login is refused for a ban (SPEC §4 codes 5019, 5020, 4015,
 * 4016) the answer may carry the profile's ban fields, shown with the ban message.
 */
export const banFields = {
  banUntilDate: z.optional(z.nullable(z.string())),
  banUntilTime: z.optional(z.nullable(z.string())),
  banPeriod: z.optional(z.nullable(z.union([z.string(), z.number()]))),
};
export const banFieldsSchema = z.object(banFields);
export type BanFields = z.infer<typeof banFieldsSchema>;

export const loginResponse = z.looseObject({
  code: z.number(),
  message: z.optional(z.nullable(z.string())),
  urlAfterLogin: z.optional(z.nullable(z.string())),
  /** With codes 5103 and 5104: whom the confirmation email can be sent again to. */
  email: z.optional(z.nullable(z.string())),
  login: z.optional(z.nullable(z.string())),
  ...banFields,
});
export type LoginResponse = z.infer<typeof loginResponse>;

const loginAt = (path: string) =>
  defineEndpoint({ method: 'POST', path, request: loginRequest, response: loginResponse });

/** One login call per context (SPEC §7): forum, everywhere else, safe zone, academy. */
export const forumLogin = loginAt('/frontendService/login');
export const siteLogin = loginAt('/frontendService/urLogin');
export const safeZoneLogin = loginAt('/frontendService/loginRG');
export const academyLogin = loginAt('/frontendService/academy/login');

/**
 * SPEC §8 5103/5104: the login answer for an unconfirmed (or expired) email may name the
 * member's email and login, which the resend call sends back.
 */
export const loginEmailResendRequest = z.object({
  email: z.optional(z.string()),
  login: z.optional(z.string()),
});
export type LoginEmailResendRequest = z.infer<typeof loginEmailResendRequest>;

/**
 * SPEC §8 5103, 5104: the link of the login error sends the confirmation email again
 * (email and login). The path is not given by SPEC; this is the site's signup email
 * family's address for it.
 */
export const loginEmailResend = defineEndpoint({
  method: 'POST',
  path: '/frontendService/login/email/resend',
  request: loginEmailResendRequest,
  response: codeMessage,
});

/** SPEC §3 Social login payload: userRegistrationType. */
export const USER_REGISTRATION_TYPES = ['APPLE', 'FACEBOOK', 'GOOGLE'] as const;
export type UserRegistrationType = (typeof USER_REGISTRATION_TYPES)[number];

/** SPEC §3 Social login payload (brandId is 1, SPEC §9). */
export const socialLoginRequest = z.object({
  /** An id token for Apple and Google, the access token for Facebook. */
  accessToken: z.string(),
  urlAfterLogin: z.optional(z.string()),
  userRegistrationType: z.enum(USER_REGISTRATION_TYPES),
  brandId: z.number(),
  /** Facebook only. */
  id: z.optional(z.string()),
  email: z.optional(z.string()),
  avatarUrl: z.optional(z.string()),
  avatarIsSilhouette: z.optional(z.boolean()),
});
export type SocialLoginRequest = z.infer<typeof socialLoginRequest>;

const optionalText = z.optional(z.nullable(z.string()));

/** SPEC §3 Social login response. */
export const socialLoginResponse = z.looseObject({
  code: z.number(),
  message: optionalText,
  urlAfterLogin: optionalText,
  userName: optionalText,
  email: optionalText,
  id: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  userRegistrationType: optionalText,
  avatarUrl: optionalText,
  link: optionalText,
  linkText: optionalText,
  ...banFields,
});
export type SocialLoginResponse = z.infer<typeof socialLoginResponse>;

const socialAt = (path: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    request: socialLoginRequest,
    response: socialLoginResponse,
  });

/** SPEC §7: one call per provider; Google has an academy variant. */
export const appleTokenVerification = socialAt('/frontendService/social/appleTokenVerification');
export const facebookAuthorizationAttempt = socialAt(
  '/frontendService/social/authorizationAttempt',
);
export const googleTokenVerification = socialAt('/frontendService/social/googleTokenVerification');
export const academyGoogleTokenVerification = socialAt(
  '/frontendService/academy/social/googleTokenVerification',
);

/** SPEC §2, §7: the social completion form (after code 5129): login data plus these. */
export const socialAuthorizationRequest = z.object({
  ...socialLoginRequest.shape,
  userName: z.string(),
  agreeToTermsOfService: z.boolean(),
});
export type SocialAuthorizationRequest = z.infer<typeof socialAuthorizationRequest>;

export const socialAuthorization = defineEndpoint({
  method: 'POST',
  path: '/frontendService/social/authorization',
  request: socialAuthorizationRequest,
  response: socialLoginResponse,
});

/** SPEC §5, §7: the completion form's username, validated by the server. */
export const socialLoginValidate = defineEndpoint({
  method: 'POST',
  path: '/frontendService/socialLogin/validate',
  request: z.object({ userName: z.string(), recaptchaToken: z.optional(z.string()) }),
  response: codeMessage,
});
