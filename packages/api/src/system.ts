import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { anyResponse, codeMessage, jsonString, noFields } from './schemas';

/** Client-side errors reported to the backend; its answer is ignored. */
export const errorLog = defineEndpoint({
  method: 'POST',
  path: '/frontendService/errorLog',
  request: z.object({ message: z.string() }),
  response: anyResponse,
});

/** The human-verification site key; `data` is the key, empty when verification is off. */
export const recaptchaSitekey = defineEndpoint({
  method: 'GET',
  path: '/frontendService/recaptcha/sitekey',
  request: noFields,
  response: z.looseObject({ data: z.optional(z.nullable(z.string())) }),
});

/** Trades a verification token for access after a 429; success is code 200. */
export const verifyAccessRecaptcha = defineEndpoint({
  method: 'POST',
  path: '/frontendService/verifyAccessRecaptcha',
  request: z.object({ recaptchaToken: z.string() }),
  response: codeMessage,
});

export const localizationDataType = z.enum(['BASE', 'COMPLETE']);
export type LocalizationDataType = z.infer<typeof localizationDataType>;

export const localizationMessages = defineEndpoint({
  method: 'GET',
  path: '/frontendService/localizationMessages',
  request: z.object({ dataType: localizationDataType }),
  response: z.looseObject({
    jsonData: jsonString(z.looseObject({ localization: z.record(z.string(), z.string()) })),
  }),
});

export const userRole = z.enum(['USER', 'CASINO_REPRESENTATIVE', 'MODERATOR', 'ADMIN']);
export type UserRole = z.infer<typeof userRole>;

export const currentUser = z.looseObject({
  id: z.number(),
  userName: z.string(),
  email: z.optional(z.string()),
  avatarUrl: z.optional(z.nullable(z.string())),
  roles: z.array(userRole),
  newsletterRegistered: z.optional(z.boolean()),
  /** Casinos a representative may answer for (onBehalfOfId). */
  representedCasinoIds: z.optional(z.array(z.number())),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** Page-wide state: the logged-in user (null for a visitor) and site flags. */
export const preloadedStateGeneral = defineEndpoint({
  method: 'GET',
  path: '/frontendService/preloadedStateGeneral',
  request: noFields,
  response: z.looseObject({
    jsonData: jsonString(
      z.looseObject({
        user: z.nullable(currentUser),
        safeZone: z.optional(z.boolean()),
        brandId: z.optional(z.number()),
      }),
    ),
  }),
});
