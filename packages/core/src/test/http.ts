// What the tests of `call` share: test endpoints, a record of the requests, answers.
import { http } from 'msw';
import * as z from 'zod/mini';
import { server } from '@casino/mocks/node';
import { codeMessage, defineEndpoint, text } from '@casino/api';
import { configureClient } from '../transport';
import { RequestError } from '../errors';
import { resetVerification, setTokenProvider } from '../humanVerification';

export const SIGNUP = {
  email: 'player@example.com',
  legallyAllowedToPlay: true,
  recaptchaToken: 't',
};

/** A delete call that SPEC §7 says carries the authorization header; `{id}` in the path. */
export const deleteItem = defineEndpoint({
  method: 'DELETE',
  path: '/frontendService/test/item/{id}',
  authorized: true,
  request: z.object({ id: z.string(), reason: z.string() }),
  response: codeMessage,
});

export const search = defineEndpoint({
  method: 'GET',
  path: '/frontendService/test/search',
  request: z.object({
    text: z.string(),
    limit: z.number(),
    exact: z.boolean(),
    tags: z.array(z.string()),
    offset: z.optional(z.nullable(z.number())),
  }),
  response: text,
  text: true,
});

export const saveSettings = defineEndpoint({
  method: 'POST',
  path: '/frontendService/test/settings',
  encoding: 'json',
  request: z.object({ siteLang: z.string(), preferredLanguages: z.array(z.string()) }),
  response: z.object({ data: z.string() }),
});

export const upload = defineEndpoint({
  method: 'POST',
  path: '/frontendService/test/upload',
  encoding: 'multipart',
  request: z.object({ file: z.instanceof(Blob), recaptchaToken: z.string() }),
  response: z.object({ id: z.number() }),
});

export interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** Every request that reaches the fake backend, in order (read after the call). */
export function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: '',
    });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

export function paths(seen: Seen[]): string[] {
  return seen.map((entry) => `${entry.method} ${entry.url.pathname}`);
}

/** Answers `path` with `resolver` and keeps what the request looked like. */
export function answer(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  resolver: () => Response | Promise<Response>,
): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      seen.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: await request.text(),
      });
      return resolver();
    }),
  );
  return seen;
}

export async function failure(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

/** Each test: a fake verification token; after it, the client's settings as they were. */
export function setUpCalls(): void {
  beforeEach(() => {
    setTokenProvider(async () => 'human-token');
  });
  afterEach(() => {
    resetVerification();
    configureClient({ authorization: undefined, baseUrl: undefined });
    document.head.querySelectorAll('meta[name="authorization"]').forEach((meta) => meta.remove());
  });
}

export function addAuthorizationMeta(content: string): void {
  const meta = document.createElement('meta');
  meta.name = 'authorization';
  meta.content = content;
  document.head.append(meta);
}
