// The Content Security Policy the deployable is made for, sent by the demo servers and the
// end-to-end tests with every page (README: what the CMS sends). Scripts come from the site
// only (no inline script, no eval), but for the sign-in and verification providers' SDKs;
// the DOM takes HTML and script addresses only as Trusted Types made by the named policies:
// ui's sanitizer (`casino-html`, packages/ui/src/sanitize), core's script addresses
// (`casino-script-url`, packages/core/src/scriptUrl.ts), DOMPurify's own (it parses with
// it) and ProseMirror's for a paste (the editor cleans the pasted HTML first).
export const TRUSTED_TYPES_POLICIES = [
  'casino-html',
  'casino-script-url',
  'dompurify',
  'ProseMirrorClipboard',
];

/** The providers whose SDK a page loads (social sign-in, reCAPTCHA). */
export const SCRIPT_PROVIDERS = [
  'https://accounts.google.com',
  'https://connect.facebook.net',
  'https://appleid.cdn-apple.com',
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];

export const CONTENT_SECURITY_POLICY = [
  `script-src 'self' ${SCRIPT_PROVIDERS.join(' ')}`,
  // Large answers are fetched and parsed in a worker made from the page's own code.
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "require-trusted-types-for 'script'",
  `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
].join('; ');
