import { ENABLE_HASH } from './constants';

const params = (hash: string) => new URLSearchParams(hash.replace(/^#/, ''));

/** `#enableAgeVerify`, also among other hash parameters and as `enableAgeVerify=true`. */
export function ageVerifyRequested(hash: string): boolean {
  const found = params(hash);
  return found.has(ENABLE_HASH) && found.get(ENABLE_HASH) !== 'false';
}

/** The hash without `enableAgeVerify`, so that a reload after verifying does not ask again. */
export function withoutAgeVerify(hash: string): string {
  const rest = params(hash);
  rest.delete(ENABLE_HASH);
  // URLSearchParams writes a bare flag as `flag=`; the page's other flags stay bare.
  const kept = rest.toString().replace(/=(?=&|$)/g, '');
  return kept ? `#${kept}` : '';
}
