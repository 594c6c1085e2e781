export { useCall } from './useCall';
export type { Call, CallAction, CallTexts } from './useCall';
