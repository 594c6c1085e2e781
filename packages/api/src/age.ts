/**
 * Age verification on game pages (SPEC §3 "Age verification payload", §7
 * `POST /frontendService/age/verify`: "response success flag and message", §8 "Age verify
 * failure").
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

/** The name and address fields of the age verification form, as the visitor typed them. */
export const ageVerifyRequest = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** One of buildingNumber and buildingName is given; the other is sent empty. */
  buildingNumber: z.string(),
  buildingName: z.string(),
  street: z.string(),
  postalCode: z.string(),
  /** The visitor's secret word, asked again when they verify another time. */
  secret: z.string(),
  birthYear: z.int(),
  /** 1 to 12. */
  birthMonth: z.int().check(z.minimum(1), z.maximum(12)),
  birthDay: z.int().check(z.minimum(1), z.maximum(31)),
  /** SPEC §5: the human-verification token is required. */
  recaptchaToken: z.string().check(z.minLength(1)),
});
export type AgeVerifyRequest = z.infer<typeof ageVerifyRequest>;

export const ageVerifyAnswer = z.looseObject({
  success: z.boolean(),
  /** Why the verification failed; shown as it comes. */
  message: z.optional(z.nullable(z.string())),
});
export type AgeVerifyAnswer = z.infer<typeof ageVerifyAnswer>;

export const ageVerify = defineEndpoint({
  method: 'POST',
  path: '/frontendService/age/verify',
  request: ageVerifyRequest,
  response: ageVerifyAnswer,
});
