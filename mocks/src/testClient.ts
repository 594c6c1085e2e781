/**
 * For the handler tests: sends a call of the api contract the way the widgets' client
 * does (query for GET, JSON for JSON calls, form otherwise, lists as repeated fields)
 * and reads answers and HTML fragments. Not part of the fake backend.
 */
import type { Endpoint } from '@casino/api';

type Fields = Record<string, unknown>;

function entries(fields: Fields): [string, string][] {
  const list: [string, string][] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) list.push([key, String(item)]);
  }
  return list;
}

/** The raw response of one call. */
export function request<Req>(endpoint: Endpoint<Req, unknown, unknown>, input: Req) {
  const url = new URL(endpoint.path, document.baseURI);
  const fields = entries(input as Fields);
  if (endpoint.method === 'GET') {
    fields.forEach(([key, value]) => url.searchParams.append(key, value));
    return fetch(url, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  }
  if (endpoint.encoding === 'json')
    return fetch(url, {
      method: endpoint.method,
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
  return fetch(url, {
    method: endpoint.method,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    body: new URLSearchParams(fields),
  });
}

/** Sends a call and parses the answer with the endpoint's contract (throws if it breaks it). */
export async function send<Req, Res>(
  endpoint: Endpoint<Req, Res, unknown>,
  input: Req,
): Promise<Res> {
  const response = await request(endpoint, input);
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  const body = endpoint.text ? await response.text() : ((await response.json()) as unknown);
  return endpoint.response.parse(body);
}

/** An HTML fragment as a document fragment to query. */
export function fragment(markup: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
}

export function all(root: ParentNode, selector: string): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(selector)];
}

/** The numbers of a data attribute over the elements matching `selector`. */
export function ids(root: ParentNode, selector: string, attribute: string): number[] {
  return all(root, selector).map((element) => Number(element.getAttribute(attribute)));
}

/** The params of a `[data-load-more]` link, or null when there is none. */
export function loadMoreOf(root: ParentNode): {
  url: string;
  method: string;
  params: Record<string, string | number | string[]>;
} | null {
  const link = root.querySelector<HTMLElement>('[data-load-more]');
  if (!link) return null;
  return {
    url: link.dataset.loadMoreUrl ?? '',
    method: link.dataset.loadMoreMethod ?? '',
    params: JSON.parse(link.dataset.loadMoreParams ?? '{}') as Record<
      string,
      string | number | string[]
    >,
  };
}
