/**
 * Login and social login (SPEC §3 Login request, Social login payload, User profile;
 * §4 Login, Social login by code; §7 "Login, signup, social").
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

/** SPEC §3 Login request. */
export const loginRequest = z.object({
  loginOrEmail: z.string(),
  password: z.string(),
  stayLoggedIn: z.boolean(),
  urlAfterLogin: z.optional(z.string()),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.looseObject({
  code: z.number(),
  message: z.optional(z.nullable(z.string())),
  urlAfterLogin: z.optional(z.nullable(z.string())),
});
export type LoginResponse = z.infer<typeof loginResponse>;

const loginAt = (path: string) =>
  defineEndpoint({ method: 'POST', path, request: loginRequest, response: loginResponse });

/** One login call per context (SPEC §7): forum, everywhere else, safe zone, academy. */
export const forumLogin = loginAt('/frontendService/login');
export const siteLogin = loginAt('/frontendService/urLogin');
export const safeZoneLogin = loginAt('/frontendService/loginRG');
export const academyLogin = loginAt('/frontendService/academy/login');
