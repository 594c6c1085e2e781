import * as z from 'zod/mini';
import { defineEndpoint } from '@casino/api';
import { call } from './http';
import { RequestError, isAbortError } from './errors';
import { configureClient } from './transport';
import { FakeXhr } from './testing';

const upload = defineEndpoint({
  method: 'POST',
  path: '/frontendService/test/upload',
  encoding: 'multipart',
  authorized: true,
  request: z.object({ file: z.instanceof(Blob), note: z.string() }),
  response: z.object({ code: z.number(), hash: z.string() }),
});

const FILE = new File(['evidence'], 'receipt.png', { type: 'image/png' });
const HALF = 0.5;
const HTTP_OK = 200;
const HTTP_SERVER_ERROR = 500;

/** The one request sent, once the lazily loaded sender has sent it. */
const sent = () => FakeXhr.sent(0);

beforeEach(() => {
  FakeXhr.install();
  configureClient({ authorization: () => 'Bearer member' });
});
afterEach(() => configureClient({ authorization: undefined }));

describe('a call with upload progress', () => {
  it('reports the share sent, 0 to 1, and parses the answer as any call', async () => {
    const shares: number[] = [];
    const answer = call(
      upload,
      { file: FILE, note: 'mine' },
      { onUploadProgress: (share) => shares.push(share) },
    );
    const xhr = await sent();
    expect(new URL(xhr.url).pathname).toBe('/frontendService/test/upload');
    expect(xhr.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: 'Bearer member',
    });
    const form = xhr.body as FormData;
    expect(form.get('note')).toBe('mine');
    expect((form.get('file') as File).name).toBe('receipt.png');
    xhr.progress(FILE.size / 2, FILE.size);
    xhr.progress(FILE.size, FILE.size);
    xhr.respond(HTTP_OK, JSON.stringify({ code: HTTP_OK, hash: 'abc' }));
    await expect(answer).resolves.toEqual({ code: HTTP_OK, hash: 'abc' });
    expect(shares).toEqual([0, HALF, 1, 1]);
  });

  it("gives the server's message of an error answer", async () => {
    const answer = call(upload, { file: FILE, note: '' }, { onUploadProgress: () => {} });
    (await sent()).respond(HTTP_SERVER_ERROR, JSON.stringify({ message: 'Upload store is full' }));
    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      kind: 'http',
      status: HTTP_SERVER_ERROR,
      serverMessage: 'Upload store is full',
    });
  });

  it('fails as a network error when the request does not get through', async () => {
    const answer = call(upload, { file: FILE, note: '' }, { onUploadProgress: () => {} });
    (await sent()).fail();
    await expect(answer).rejects.toMatchObject({ kind: 'network' });
  });

  it('stops the request when its signal aborts', async () => {
    const controller = new AbortController();
    const answer = call(
      upload,
      { file: FILE, note: '' },
      {
        signal: controller.signal,
        onUploadProgress: () => {},
      },
    );
    const xhr = await sent();
    controller.abort();
    expect(xhr.aborted).toBe(true);
    expect(isAbortError(await answer.catch((caught: unknown) => caught))).toBe(true);
  });
});
