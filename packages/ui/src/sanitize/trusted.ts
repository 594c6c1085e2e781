/**
 * The page's one Trusted Types policy for HTML (`casino-html`). Under the deployable's
 * Content Security Policy (`require-trusted-types-for 'script'`) the DOM takes no HTML
 * string, only TrustedHTML, and this folder alone makes it: the backend's own fragments as
 * they are (DESIGN.md: the backend escapes its own HTML), anything else only after
 * DOMPurify (./sanitizer.ts).
 */

/** The policy's name, listed in the Content Security Policy's `trusted-types`. */
export const HTML_POLICY = 'casino-html';

interface HtmlPolicy {
  createHTML(input: string): TrustedHTML;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string }): HtmlPolicy;
}

let policy: HtmlPolicy | undefined;

/** Only what this folder decided may go in; without Trusted Types, the string itself. */
export function trusted(html: string): TrustedHTML {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return html as TrustedHTML;
  policy ??= factory.createPolicy(HTML_POLICY, { createHTML: (input) => input });
  return policy.createHTML(html);
}

/** Trusted HTML as inert nodes: a template's content runs no script and loads nothing. */
export function fragmentOf(html: TrustedHTML): DocumentFragment {
  const template = document.createElement('template');
  // The DOM's setter takes TrustedHTML; TypeScript's DOM types know only strings.
  template.innerHTML = html as string;
  return template.content;
}

/** The backend's own HTML (a list's results, a tab's content), trusted as it is. */
export const backendHtml = (html: string): TrustedHTML => trusted(html);

/** The backend's own HTML as inert nodes to insert. */
export const backendFragment = (html: string): DocumentFragment => fragmentOf(trusted(html));
