export { defineEndpoint } from './endpoint';
export type { Encoding, Endpoint, HttpMethod, RequestOf, ResponseOf, WireOf } from './endpoint';
export { anyResponse, codeMessage, jsonString, noFields, text } from './schemas';
export type { CodeMessage } from './schemas';
export * as system from './system';
export type { CurrentUser, LocalizationDataType, UserRole } from './system';
export * as newsletter from './newsletter';
export type { NewsletterSignupRequest } from './newsletter';
export * as navigation from './navigation';
