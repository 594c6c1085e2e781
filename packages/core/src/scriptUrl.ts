/**
 * The page's Trusted Types policy for script addresses (`casino-script-url`): under the
 * deployable's Content Security Policy (`require-trusted-types-for 'script'`) a script's
 * `src`, a worker's and a service worker's address are taken only as TrustedScriptURL.
 * It lets through this site's own addresses, the `blob:` ones its code made (the call
 * worker) and `https:` ones (the providers' SDKs: the policy's `script-src` names which);
 * anything else (`javascript:`, `data:`) is refused with an error.
 */

/** The policy's name, listed in the Content Security Policy's `trusted-types`. */
export const SCRIPT_URL_POLICY = 'casino-script-url';

interface ScriptUrlPolicy {
  createScriptURL(input: string): string;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: ScriptUrlPolicy): ScriptUrlPolicy;
}

function checked(input: string): string {
  const url = new URL(input, document.baseURI);
  const own = url.origin === location.origin;
  // A `blob:` address resolves only in the origin that made it: it is this page's code.
  if (own || url.protocol === 'https:' || url.protocol === 'blob:') return input;
  throw new TypeError(`Not a script address of this site or its providers: ${input}`);
}

let policy: ScriptUrlPolicy | undefined;

/**
 * `url` for a script sink (`script.src`, `new Worker`, `serviceWorker.register`). Typed as
 * a string because TypeScript's DOM types know no other; the DOM takes the trusted value.
 */
export function scriptUrl(url: string): string {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return checked(url);
  policy ??= factory.createPolicy(SCRIPT_URL_POLICY, { createScriptURL: checked });
  return policy.createScriptURL(url);
}
