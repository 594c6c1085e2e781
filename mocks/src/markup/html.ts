/**
 * Server HTML for the fake backend: a tagged template that escapes every interpolated
 * value unless it is markup made by `html` itself (or marked trusted with `raw`).
 *
 *   html`<a href="${url}" title="${name}">${name}</a>`   // name and url are escaped
 *   html`<ul>${items.map((item) => html`<li>${item}</li>`)}</ul>`   // lists join
 *
 * `null`, `undefined` and `false` render nothing, so `${flag && html`...`}` works;
 * `true` and numbers render as text.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Markup that is already safe to insert. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue =
  SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/**
 * The template's own text with each line break and the indentation around it made one
 * space (HTML reads them alike), so formatted templates do not bloat the answers.
 */
const compacted = new WeakMap<TemplateStringsArray, readonly string[]>();

function compact(strings: TemplateStringsArray): readonly string[] {
  let parts = compacted.get(strings);
  if (!parts) {
    parts = strings.map((part) => part.replace(/[ \t]*\n\s*/g, ' '));
    compacted.set(strings, parts);
  }
  return parts;
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  const parts = compact(strings);
  let out = parts[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (parts[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Trusted markup (from the fixtures' own HTML fields only). */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/**
 * Attributes from a map: `true` gives a bare attribute, `null`/`undefined`/`false` leave it
 * out, anything else is escaped; objects and lists are written as JSON.
 */
export function attrs(
  map: Record<string, string | number | boolean | null | undefined | object>,
): SafeHtml {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(map)) {
    if (value === null || value === undefined || value === false) continue;
    if (value === true) parts.push(name);
    else {
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
      parts.push(`${name}="${escapeHtml(text)}"`);
    }
  }
  return new SafeHtml(parts.join(' '));
}

/** `<mark>` around every case-insensitive occurrence of `query` in `text`, all escaped. */
export function highlight(text: string, query: string): SafeHtml {
  const needle = query.trim().toLowerCase();
  if (!needle) return html`${text}`;
  const lower = text.toLowerCase();
  const parts: HtmlValue[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    parts.push(text.slice(from, at), html`<mark>${text.slice(at, at + needle.length)}</mark>`);
    from = at + needle.length;
  }
  parts.push(text.slice(from));
  return html`${parts}`;
}
