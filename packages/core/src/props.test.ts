import * as z from 'zod/mini';
import { describeElement, parseProps } from './props';
import { RequestError, isAbortError } from './errors';

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
}

const schema = z.object({
  casinoId: z.number(),
  tab: z.optional(z.enum(['bonuses', 'reputation'])),
  filters: z.optional(z.object({ page: z.number() })),
});

describe('describeElement', () => {
  it('names tag, id and classes the way an editor finds them', () => {
    expect(describeElement(element('<div id="newsletter" class="footer wide"></div>'))).toBe(
      '<div#newsletter.footer.wide>',
    );
    expect(describeElement(element('<section></section>'))).toBe('<section>');
    expect(describeElement(element('<aside class="promo"></aside>'))).toBe('<aside.promo>');
  });
});

describe('parseProps', () => {
  it('reads data-props as JSON and validates it', () => {
    const result = parseProps(schema, element(`<div data-props='{"casinoId": 7}'></div>`));
    expect(result).toEqual({ ok: true, props: { casinoId: 7 } });
  });

  it('reads a missing data-props as {}', () => {
    expect(parseProps(z.object({}), element('<div></div>'))).toEqual({ ok: true, props: {} });
    expect(parseProps(schema, element('<div></div>'))).toEqual({
      ok: false,
      problem: 'field "casinoId" must be number',
    });
  });

  it('prefers given props and then ignores data-props, even broken ones', () => {
    const result = parseProps(schema, element(`<div data-props='{oops'></div>`), { casinoId: 1 });
    expect(result).toEqual({ ok: true, props: { casinoId: 1 } });
  });

  it('says when data-props is not JSON', () => {
    expect(parseProps(schema, element(`<div data-props="{casinoId: 1}"></div>`))).toEqual({
      ok: false,
      problem: 'data-props is not valid JSON',
    });
  });

  it('names the allowed values of an enum', () => {
    const result = parseProps(schema, element('<div></div>'), { casinoId: 1, tab: 'home' });
    expect(result).toEqual({
      ok: false,
      problem: 'field "tab" must be one of "bonuses", "reputation"',
    });
  });

  it('names nested fields with their path, and every failing field', () => {
    const result = parseProps(schema, element('<div></div>'), {
      casinoId: 'seven',
      filters: { page: '2' },
    });
    expect(result).toEqual({
      ok: false,
      problem: 'field "casinoId" must be number; field "filters.page" must be number',
    });
  });

  it('names unknown fields of a strict schema', () => {
    const strict = z.strictObject({ casinoId: z.number() });
    const result = parseProps(strict, element('<div></div>'), { casinoId: 1, casino: 2 });
    expect(result).toEqual({ ok: false, problem: 'unknown field(s) "casino"' });
  });

  it('says when the props are not an object at all', () => {
    const result = parseProps(schema, element(`<div data-props='[1, 2]'></div>`));
    expect(result).toEqual({ ok: false, problem: 'field "(props)" must be object' });
  });

  it('uses the schema message for other problems', () => {
    const positive = z.object({ page: z.number().check(z.positive()) });
    const result = parseProps(positive, element('<div></div>'), { page: 0 });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatch(/^field "page": /);
  });
});

describe('isAbortError', () => {
  it('is true only for an AbortError DOMException', () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(controller.signal.reason)).toBe(true);
    expect(isAbortError(new DOMException('stopped', 'AbortError'))).toBe(true);
    expect(isAbortError(new DOMException('late', 'TimeoutError'))).toBe(false);
    expect(isAbortError(new RequestError('network', 'offline'))).toBe(false);
    expect(isAbortError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });
});

describe('RequestError', () => {
  it('carries kind, server message and status', () => {
    const error = new RequestError('http', 'POST /x answered HTTP 500', 'Try later', 500);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RequestError');
    expect(error).toMatchObject({ kind: 'http', serverMessage: 'Try later', status: 500 });
    expect(error.message).toBe('POST /x answered HTTP 500');
  });
});
