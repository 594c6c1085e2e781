import * as z from 'zod/mini';
import { defineEndpoint, text } from '@casino/api';
import { server } from './node';
import { handle } from './handle';

const url = (path: string) => new URL(path, document.baseURI).href;

const filters = z.object({
  text: z.string(),
  limit: z.number(),
  exact: z.boolean(),
  ids: z.array(z.number()),
  tags: z.array(z.string()),
  page: z.optional(z.number()),
});
type Filters = z.infer<typeof filters>;

const echoResponse = z.looseObject({ input: z.unknown() });

function echoing<E extends { request: z.ZodMiniType }>(endpoint: E) {
  const seen: unknown[] = [];
  server.use(
    handle(endpoint as never, (input: unknown) => {
      seen.push(input);
      return { input };
    }),
  );
  return seen;
}

describe('handle: request decoding', () => {
  const search = defineEndpoint({
    method: 'GET',
    path: '/frontendService/test/filters',
    request: filters,
    response: echoResponse,
  });
  const submit = defineEndpoint({
    method: 'POST',
    path: '/frontendService/test/filters',
    request: filters,
    response: echoResponse,
  });

  it('reads query values as the contract types (booleans, numbers, lists)', async () => {
    const seen = echoing(search);
    const response = await fetch(
      url(
        '/frontendService/test/filters?text=007&limit=25&exact=false&ids=1&ids=2&tags=new&tags=hot',
      ),
    );
    expect(response.status).toBe(200);
    expect(seen).toEqual<Filters[]>([
      { text: '007', limit: 25, exact: false, ids: [1, 2], tags: ['new', 'hot'] },
    ]);
  });

  it('keeps text that looks like a number or boolean as text where the contract wants text', async () => {
    const seen = echoing(search);
    await fetch(url('/frontendService/test/filters?text=true&limit=1&exact=true&ids=3&tags=5'));
    expect(seen).toEqual<Filters[]>([
      { text: 'true', limit: 1, exact: true, ids: [3], tags: ['5'] },
    ]);
  });

  it('reads a list sent with a single value as a list of one', async () => {
    const seen = echoing(search);
    await fetch(url('/frontendService/test/filters?text=a&limit=1&exact=true&ids=9&tags=slots'));
    expect(seen).toEqual<Filters[]>([
      { text: 'a', limit: 1, exact: true, ids: [9], tags: ['slots'] },
    ]);
  });

  it('reads urlencoded form bodies the same way', async () => {
    const seen = echoing(submit);
    const body = new URLSearchParams([
      ['text', 'Book of Ra'],
      ['limit', '-2.5'],
      ['exact', 'true'],
      ['ids', '4'],
      ['tags', 'a'],
      ['tags', 'b'],
      ['page', '3'],
    ]);
    const response = await fetch(url(submit.path), { method: 'POST', body });
    expect(response.status).toBe(200);
    expect(seen).toEqual<Filters[]>([
      { text: 'Book of Ra', limit: -2.5, exact: true, ids: [4], tags: ['a', 'b'], page: 3 },
    ]);
  });

  it('answers 400 with the failing fields when a request breaks the contract', async () => {
    const seen = echoing(submit);
    const body = new URLSearchParams({ text: 'x', limit: 'ten', exact: 'yes', ids: '1' });
    const response = await fetch(url(submit.path), { method: 'POST', body });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { code: number; message: string };
    expect(answer.code).toBe(400);
    expect(answer.message).toMatch(/^Request breaks the contract: /);
    expect(answer.message).toContain('limit');
    expect(answer.message).toContain('exact');
    expect(answer.message).toContain('tags');
    expect(answer.message).not.toContain('text');
    expect(seen).toEqual([]);
  });

  it('fills path parameters and reads them as the contract types', async () => {
    const markAsClicked = defineEndpoint({
      method: 'PUT',
      path: '/frontendService/test/notification/{id}/clicked',
      request: z.object({ id: z.number() }),
      response: echoResponse,
    });
    const seen = echoing(markAsClicked);
    const response = await fetch(url('/frontendService/test/notification/17/clicked'), {
      method: 'PUT',
    });
    expect(response.status).toBe(200);
    expect(seen).toEqual([{ id: 17 }]);
  });

  it('reads JSON bodies as they are, with query fields beside them', async () => {
    const settings = defineEndpoint({
      method: 'POST',
      path: '/frontendService/test/settings',
      encoding: 'json',
      request: z.object({
        siteLang: z.string(),
        preferredLanguages: z.array(z.string()),
        brandId: z.number(),
      }),
      response: echoResponse,
    });
    const seen = echoing(settings);
    const response = await fetch(url(`${settings.path}?brandId=1`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ siteLang: '10', preferredLanguages: ['de'] }),
    });
    expect(response.status).toBe(200);
    expect(seen).toEqual([{ siteLang: '10', preferredLanguages: ['de'], brandId: 1 }]);
  });

  it('answers 400 to a JSON endpoint sent a body that is not JSON', async () => {
    const settings = defineEndpoint({
      method: 'POST',
      path: '/frontendService/test/settings',
      encoding: 'json',
      request: z.object({ siteLang: z.string() }),
      response: echoResponse,
    });
    const seen = echoing(settings);
    const response = await fetch(url(settings.path), { method: 'POST', body: 'siteLang=de' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: 'Request breaks the contract: the body is not valid JSON',
    });
    expect(seen).toEqual([]);
  });

  it('passes multipart files through as files, and text fields decoded', async () => {
    const upload = defineEndpoint({
      method: 'POST',
      path: '/frontendService/test/upload',
      encoding: 'multipart',
      request: z.object({ file: z.instanceof(Blob), recaptchaToken: z.string(), size: z.number() }),
      response: z.object({ name: z.string(), content: z.string(), size: z.number() }),
    });
    server.use(
      handle(upload, async ({ file, size }) => ({
        name: file instanceof File ? file.name : 'blob',
        content: await file.text(),
        size,
      })),
    );
    const form = new FormData();
    form.append('file', new File(['PNG!'], 'screenshot.png', { type: 'image/png' }));
    form.append('recaptchaToken', 'token');
    form.append('size', '4');
    const response = await fetch(url(upload.path), { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'screenshot.png', content: 'PNG!', size: 4 });
  });

  it('answers text endpoints with text', async () => {
    const fragment = defineEndpoint({
      method: 'GET',
      path: '/frontendService/test/fragment',
      request: z.object({}),
      response: text,
      text: true,
    });
    server.use(handle(fragment, () => '<li>Casino</li>'));
    const response = await fetch(url(fragment.path));
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('<li>Casino</li>');
  });

  it('lets a resolver answer with its own Response', async () => {
    const custom = defineEndpoint({
      method: 'DELETE',
      path: '/frontendService/test/custom',
      request: z.object({}),
      response: echoResponse,
    });
    server.use(handle(custom, () => new Response('OK', { status: 202 })));
    const response = await fetch(url(custom.path), { method: 'DELETE' });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('OK');
  });

  it('refuses to send an answer that breaks the contract (the mocks cannot drift)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const strict = defineEndpoint({
      method: 'GET',
      path: '/frontendService/test/strict',
      request: z.object({}),
      response: z.object({ count: z.number() }),
    });
    server.use(handle(strict, () => ({ count: 'many' }) as never));
    const response = await fetch(url(strict.path));
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Mock answer of /frontendService/test/strict breaks the contract',
    );
  });
});
