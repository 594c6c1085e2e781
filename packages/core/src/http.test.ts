import { HttpResponse, http } from 'msw';
import { server } from '@casino/mocks/node';
import { db } from '@casino/mocks';
import { newsletter, system } from '@casino/api';
import { call } from './http';
import { configureClient } from './transport';
import {
  SIGNUP,
  type Seen,
  addAuthorizationMeta,
  answer,
  deleteItem,
  failure,
  paths,
  recordRequests,
  saveSettings,
  search,
  setUpCalls,
  upload,
} from './test/http';

setUpCalls();

describe('call: headers', () => {
  it('sends X-Requested-With on every request and parses the answer', async () => {
    const seen = answer('post', newsletter.newsletterSignup.path, () =>
      HttpResponse.json({ code: 200, message: 'ok' }),
    );
    const answered = await call(newsletter.newsletterSignup, SIGNUP);
    expect(answered).toEqual({ code: 200, message: 'ok' });
    expect(seen[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('sends X-Requested-With on GET, DELETE, JSON and multipart calls too', async () => {
    const seen = recordRequests();
    answer('get', search.path, () => HttpResponse.text('<p>x</p>'));
    answer('delete', '/frontendService/test/item/*', () => HttpResponse.json({ code: 200 }));
    answer('post', saveSettings.path, () => HttpResponse.json({ data: '/en' }));
    answer('post', upload.path, () => HttpResponse.json({ id: 1 }));

    await call(search, { text: 'x', limit: 1, exact: false, tags: [] });
    await call(deleteItem, { id: '1', reason: 'r' });
    await call(saveSettings, { siteLang: 'en', preferredLanguages: [] });
    await call(upload, { file: new Blob(['x']), recaptchaToken: 't' });

    expect(seen).toHaveLength(4);
    for (const request of seen) {
      expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    }
  });

  it('adds the page meta authorization only to endpoints marked authorized', async () => {
    addAuthorizationMeta('Bearer from-page');
    const deletes = answer('delete', '/frontendService/test/item/*', () =>
      HttpResponse.json({ code: 200 }),
    );
    const signups = answer('post', newsletter.newsletterSignup.path, () =>
      HttpResponse.json({ code: 200 }),
    );

    await call(deleteItem, { id: '7', reason: 'spam' });
    await call(newsletter.newsletterSignup, SIGNUP);

    expect(deletes[0]?.headers.get('Authorization')).toBe('Bearer from-page');
    expect(signups[0]?.headers.has('Authorization')).toBe(false);
  });

  it('prefers the configured authorization over the page meta', async () => {
    addAuthorizationMeta('Bearer from-page');
    configureClient({ authorization: () => 'Bearer configured' });
    const deletes = answer('delete', '/frontendService/test/item/*', () =>
      HttpResponse.json({ code: 200 }),
    );
    await call(deleteItem, { id: '7', reason: 'spam' });
    expect(deletes[0]?.headers.get('Authorization')).toBe('Bearer configured');
  });

  it('sends no authorization header when there is no token', async () => {
    const deletes = answer('delete', '/frontendService/test/item/*', () =>
      HttpResponse.json({ code: 200 }),
    );
    await call(deleteItem, { id: '7', reason: 'spam' });
    configureClient({ authorization: () => null });
    await call(deleteItem, { id: '8', reason: 'spam' });
    expect(deletes.map((request) => request.headers.has('Authorization'))).toEqual([false, false]);
  });

  it('sends calls to the configured base URL', async () => {
    configureClient({ baseUrl: 'https://api.casino.test/' });
    const seen = answer('post', newsletter.newsletterSignup.path, () =>
      HttpResponse.json({ code: 200 }),
    );
    await call(newsletter.newsletterSignup, SIGNUP);
    expect(seen[0]?.url.origin).toBe('https://api.casino.test');
  });
});

describe('call: encoding', () => {
  it('puts query fields in the URL, repeating arrays and leaving out null/undefined', async () => {
    const seen = answer('get', search.path, () => HttpResponse.text('<ul><li>Book</li></ul>'));
    const html = await call(search, {
      text: 'book of ra',
      limit: 25,
      exact: true,
      tags: ['slots', 'new'],
      offset: null,
    });
    expect(html).toBe('<ul><li>Book</li></ul>');
    const { url, body } = seen[0] as Seen;
    expect(url.searchParams.get('text')).toBe('book of ra');
    expect(url.searchParams.get('limit')).toBe('25');
    expect(url.searchParams.get('exact')).toBe('true');
    expect(url.searchParams.getAll('tags')).toEqual(['slots', 'new']);
    expect(url.searchParams.has('offset')).toBe(false);
    expect(body).toBe('');
  });

  it('sends form fields as an urlencoded body', async () => {
    const seen = answer('post', newsletter.newsletterSignup.path, () =>
      HttpResponse.json({ code: 200 }),
    );
    await call(newsletter.newsletterSignup, SIGNUP);
    const { headers, body, url } = seen[0] as Seen;
    expect(headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      email: 'player@example.com',
      legallyAllowedToPlay: 'true',
      recaptchaToken: 't',
    });
    expect(url.search).toBe('');
  });

  it('fills {id} in the path (encoded) and leaves it out of the body', async () => {
    const seen = answer('delete', '/frontendService/test/item/*', () =>
      HttpResponse.json({ code: 200 }),
    );
    await call(deleteItem, { id: 'a b/c', reason: 'spam' });
    const { url, body, method } = seen[0] as Seen;
    expect(method).toBe('DELETE');
    expect(url.pathname).toBe('/frontendService/test/item/a%20b%2Fc');
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({ reason: 'spam' });
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const seen = answer('post', saveSettings.path, () => HttpResponse.json({ data: '/de/' }));
    const answered = await call(saveSettings, {
      siteLang: 'de',
      preferredLanguages: ['de', 'en'],
    });
    expect(answered).toEqual({ data: '/de/' });
    const { headers, body } = seen[0] as Seen;
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(body)).toEqual({ siteLang: 'de', preferredLanguages: ['de', 'en'] });
  });

  it('sends multipart bodies with files', async () => {
    let fields: Record<string, string> = {};
    server.use(
      http.post(`*${upload.path}`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        fields = {
          file: file instanceof Blob ? await file.text() : 'not a file',
          recaptchaToken: String(form.get('recaptchaToken')),
        };
        return HttpResponse.json({ id: 42 });
      }),
    );
    const answered = await call(upload, {
      file: new Blob(['PNG-bytes'], { type: 'image/png' }),
      recaptchaToken: 'tok',
    });
    expect(answered).toEqual({ id: 42 });
    expect(fields).toEqual({ file: 'PNG-bytes', recaptchaToken: 'tok' });
  });

  it('parses the answer with the endpoint schema (JSON inside a string field)', async () => {
    db.sessionUserId = 1;
    const answered = await call(system.preloadedStateGeneral, {});
    expect(answered.jsonData.user).toMatchObject({ id: 1 });
  });

  it('refuses a request that breaks its own contract without sending it, and logs it', async () => {
    const seen = recordRequests();
    const error = await failure(
      call(newsletter.newsletterSignup, { ...SIGNUP, legallyAllowedToPlay: 'yes' as never }),
    );
    expect(error.kind).toBe('contract');
    await vi.waitFor(() => expect(db.errorLog).toHaveLength(1));
    expect(db.errorLog[0]).toContain('/frontendService/newsletter/signup is invalid');
    expect(paths(seen)).toEqual(['POST /frontendService/errorLog']);
  });
});
