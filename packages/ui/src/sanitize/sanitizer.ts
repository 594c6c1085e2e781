/**
 * The one door for HTML that is not the backend's own page content: answers that carry
 * HTML to show after an action (a post, a poll, a bonus detail, a wizard's result), live
 * messages, pasted or saved posts. DOMPurify cleans it and it comes back as TrustedHTML
 * (./trusted.ts). DOMPurify is a chunk of its own, loaded with the first call that needs
 * it (in parallel with it), so a visitor who never acts never loads it.
 */
import type { Config } from 'dompurify';
import { trusted } from './trusted';

/**
 * What a kind of HTML may keep; by default what DOMPurify keeps (no script, no handler).
 * Read once per object while the calls keep giving it: a constant of the caller's.
 */
export interface HtmlRules {
  /** The only tags kept; the text of the others stays. */
  tags?: string[];
  attributes?: string[];
  /** `data-*` attributes (kept by default). */
  dataAttributes?: boolean;
  /** The addresses `href` and `src` may take. */
  addresses?: RegExp;
  /** Tags and attributes kept besides DOMPurify's own. */
  extraTags?: string[];
  extraAttributes?: string[];
  /** Parses as a body's content: a leading script or style cannot slip into a head. */
  forceBody?: boolean;
}

export interface Sanitizer {
  /** `dirty` cleaned, for `innerHTML` or React's `dangerouslySetInnerHTML`. */
  html(dirty: string, rules?: HtmlRules): TrustedHTML;
  /** `dirty` cleaned, as inert nodes to insert. */
  fragment(dirty: string, rules?: HtmlRules): DocumentFragment;
  /** `dirty` cleaned, as text (for a parser that is no DOM sink: the editor's paste). */
  text(dirty: string, rules?: HtmlRules): string;
}

function configOf(rules: HtmlRules): Config {
  return {
    ...(rules.tags && { ALLOWED_TAGS: rules.tags, KEEP_CONTENT: true }),
    ...(rules.attributes && { ALLOWED_ATTR: rules.attributes }),
    ...(rules.dataAttributes === false && { ALLOW_DATA_ATTR: false }),
    ...(rules.addresses && { ALLOWED_URI_REGEXP: rules.addresses }),
    ...(rules.extraTags && { ADD_TAGS: rules.extraTags }),
    ...(rules.extraAttributes && { ADD_ATTR: rules.extraAttributes }),
    ...(rules.forceBody && { FORCE_BODY: true }),
    RETURN_TRUSTED_TYPE: false,
  };
}

let loading: Promise<Sanitizer> | undefined;

/** The rules of a call that gives none: one object, so that its config is set once. */
const NO_RULES: HtmlRules = {};

export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('dompurify').then(({ default: purify }) => {
    // DOMPurify reads a config given with a call anew, copying its allow lists (hundreds of
    // entries): most of the time of a post's or a list item's cleaning. A config set once is
    // kept until a call with other rules (another object) or another output comes.
    let current: { rules: HtmlRules; nodes: boolean } | undefined;
    const clean = (dirty: string, rules: HtmlRules, nodes: boolean) => {
      if (current?.rules !== rules || current.nodes !== nodes) {
        purify.setConfig({ ...configOf(rules), RETURN_DOM_FRAGMENT: nodes });
        current = { rules, nodes };
      }
      return purify.sanitize(dirty) as unknown;
    };
    const text = (dirty: string, rules = NO_RULES) => clean(dirty, rules, false) as string;
    const html = (dirty: string, rules?: HtmlRules) => trusted(text(dirty, rules));
    // DOMPurify's own inert nodes, as it cleaned them: no second parse of its output (and
    // no serializing and parsing again, where markup could change meaning).
    const fragment = (dirty: string, rules = NO_RULES) =>
      clean(dirty, rules, true) as DocumentFragment;
    return { text, html, fragment };
  });
  // A failed load may be tried again with the next call.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** `answer` and the sanitizer for its HTML, loaded in parallel. */
export function withSanitizer<T>(answer: Promise<T>): Promise<[T, Sanitizer]> {
  return Promise.all([answer, loadSanitizer()]);
}

/** `html` cleaned, as nodes to insert. */
export async function cleanFragment(html: string, rules?: HtmlRules): Promise<DocumentFragment> {
  return (await loadSanitizer()).fragment(html, rules);
}

/** An answer whose server HTML (`html`) came cleaned, as inert nodes to insert. */
export type WithCleanHtml<A> = {
  [K in keyof A]: K extends 'html' ? DocumentFragment | null : A[K];
};

/**
 * `answer` with its `html` cleaned into nodes (the sanitizer loads in parallel with the
 * call): the answer's HTML is parsed once, by the sanitizer, and its nodes go in as they are.
 */
export async function withCleanHtml<A extends { html?: string | null | undefined }>(
  answer: Promise<A>,
): Promise<WithCleanHtml<A>> {
  const [value, sanitizer] = await withSanitizer(answer);
  return { ...value, html: value.html ? sanitizer.fragment(value.html) : null } as WithCleanHtml<A>;
}
