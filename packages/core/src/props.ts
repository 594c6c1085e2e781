import type * as z from 'zod/mini';
import { pageHooks } from '@casino/api';

export type PropsResult<P> = { ok: true; props: P } | { ok: false; problem: string };

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.length ? issue.path.join('.') : '(props)';
  switch (issue.code) {
    case 'invalid_type':
      return `field "${field}" must be ${issue.expected}`;
    case 'invalid_value':
      return `field "${field}" must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown field(s) ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    default:
      return `field "${field}": ${issue.message}`;
  }
}

/**
 * Reads a placeholder's props: the `data-props` attribute as JSON (absent means {}),
 * or the props given to `mount` directly, validated by the widget's schema.
 */
export function parseProps<P>(
  schema: z.ZodMiniType<P>,
  element: HTMLElement,
  given?: unknown,
): PropsResult<P> {
  let input = given;
  if (input === undefined) {
    const raw = element.getAttribute(pageHooks.props);
    try {
      input = raw ? (JSON.parse(raw) as unknown) : {};
    } catch {
      return { ok: false, problem: `${pageHooks.props} is not valid JSON` };
    }
  }
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, props: result.data }
    : { ok: false, problem: result.error.issues.map(describeIssue).join('; ') };
}

/** `div#newsletter.footer` — enough for an editor to find the placeholder in the page. */
export function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = [...element.classList].map((name) => `.${name}`).join('');
  return `<${element.tagName.toLowerCase()}${id}${classes}>`;
}
