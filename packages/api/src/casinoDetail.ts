/**
 * The casino detail page's services (SPEC §2 Casino detail, §3 Terms content, §7 Lists,
 * search, content): its bonuses tab, its complaints by status, the payment providers
 * popup, the unfair-terms texts and the address of its user reviews.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { complaintStatus } from './reviews';

const id = z.int().check(z.gte(1));

/** SPEC §7 GET casinoBonusesService: casinoId, optional ignoreRequestCountry, casinoPreview, countryCode; HTML. */
export const casinoBonusesService = defineEndpoint({
  method: 'GET',
  path: '/frontendService/casinoBonusesService',
  request: z.object({
    casinoId: id,
    ignoreRequestCountry: z.optional(z.boolean()),
    casinoPreview: z.optional(z.boolean()),
    countryCode: z.optional(z.string().check(z.minLength(2), z.maxLength(3))),
  }),
  response: z.string(),
  text: true,
});

/** SPEC §7 GET casinoDetailComplaints: complaintStatus (omitted for ALL), casinoId; HTML. */
export const casinoDetailComplaints = defineEndpoint({
  method: 'GET',
  path: '/frontendService/casinoDetailComplaints',
  request: z.object({ casinoId: id, complaintStatus: z.optional(complaintStatus) }),
  response: z.string(),
  text: true,
});

/** SPEC §7 GET casinoPaymentProviders: casinoId; popupHtml. */
export const casinoPaymentProviders = defineEndpoint({
  method: 'GET',
  path: '/frontendService/casinoPaymentProviders',
  request: z.object({ casinoId: id }),
  response: z.looseObject({ popupHtml: z.string() }),
});

/** SPEC §3 Terms content: the answer's `terms` with id, text and explanation. */
export const termsContent = z.looseObject({
  id,
  text: z.string(),
  explanation: z.optional(z.nullable(z.string())),
});
export type TermsContent = z.infer<typeof termsContent>;

/** SPEC §7 GET termsAndConditionContent: id, explanationId, typeId. */
export const termsAndConditionContent = defineEndpoint({
  method: 'GET',
  path: '/frontendService/termsAndConditionContent',
  request: z.object({ id, explanationId: id, typeId: id }),
  response: z.looseObject({ terms: termsContent }),
});

/** SPEC §7 GET generateCasinoUserReviewsLink: casinoId, langId; link string. */
export const generateCasinoUserReviewsLink = defineEndpoint({
  method: 'GET',
  path: '/frontendService/generateCasinoUserReviewsLink',
  request: z.object({ casinoId: id, langId: id }),
  response: z.string(),
  text: true,
});
