import { HttpResponse, delay, http } from 'msw';
import * as z from 'zod/mini';
import { server } from '@casino/mocks/node';
import { defineEndpoint } from '@casino/api';
import { call } from './http';
import { configureClient } from './transport';
import { RequestError, isAbortError } from './errors';
import { resetOffThread, workerMain } from './offThread';
import type { OffThreadAnswer } from './offThread';

/** A large answer's call (a list's results). */
const results = defineEndpoint({
  method: 'GET',
  path: '/frontendService/test/results',
  request: z.object({ sort_by: z.string() }),
  response: z.object({ content: z.string(), total: z.number() }),
  offMainThread: true,
});

/** A member's post: JSON in, a small answer out. */
const post = defineEndpoint({
  method: 'POST',
  path: '/frontendService/test/post',
  encoding: 'json',
  request: z.object({ threadId: z.number(), text: z.string() }),
  response: z.object({ code: z.number() }),
  offMainThread: true,
});

type Message = Record<string, unknown>;

/**
 * A test DOM has no workers: this one runs the worker's program in the same thread,
 * with messages cloned and delivered in later tasks as a browser does.
 */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly asked: Message[] = [];
  terminated = false;
  private readonly scope = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    postMessage: (reply: OffThreadAnswer & { id: number }) => {
      setTimeout(() => {
        if (!this.terminated)
          this.onmessage?.(new MessageEvent('message', { data: structuredClone(reply) }));
      });
    },
  };

  constructor(readonly url: string) {
    FakeWorker.made.push(this);
    workerMain(this.scope);
  }

  postMessage(ask: Message): void {
    this.asked.push(ask);
    setTimeout(() => {
      if (!this.terminated)
        this.scope.onmessage?.(new MessageEvent('message', { data: structuredClone(ask) }));
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}

function answerResults(resolver: () => Response | Promise<Response>): Request[] {
  const seen: Request[] = [];
  server.use(
    http.get('*/frontendService/test/results', ({ request }) => {
      seen.push(request);
      return resolver();
    }),
  );
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
}

beforeEach(() => {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
});

afterEach(() => {
  resetOffThread();
  vi.unstubAllGlobals();
  configureClient({ offMainThread: undefined });
});

describe('call off the main thread', () => {
  it('fetches and parses a large answer in the worker, which the page then validates', async () => {
    const content = '<li data-card>…</li>'.repeat(5000);
    const seen = answerResults(() => HttpResponse.json({ content, total: 5000 }));
    await expect(call(results, { sort_by: 'name' })).resolves.toEqual({ content, total: 5000 });
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.asked[0]).toMatchObject({
      url: 'http://localhost:3000/frontendService/test/results?sort_by=name',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      referrer: location.href,
    });
    expect(seen[0]!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    // One worker serves every call.
    await call(results, { sort_by: 'rating' });
    expect(FakeWorker.made).toHaveLength(1);
    expect(seen.map((request) => new URL(request.url).search)).toEqual([
      '?sort_by=name',
      '?sort_by=rating',
    ]);
  });

  it('sends a post with its JSON body from the worker', async () => {
    const seen: { method: string; type: string | null; body: unknown }[] = [];
    server.use(
      http.post('*/frontendService/test/post', async ({ request }) => {
        seen.push({
          method: request.method,
          type: request.headers.get('Content-Type'),
          body: await request.json(),
        });
        return HttpResponse.json({ code: 0 });
      }),
    );
    await expect(call(post, { threadId: 7, text: '<p>Hi</p>' })).resolves.toEqual({ code: 0 });
    expect(FakeWorker.made[0]!.asked[0]).toMatchObject({
      method: 'POST',
      body: '{"threadId":7,"text":"<p>Hi</p>"}',
    });
    expect(seen).toEqual([
      { method: 'POST', type: 'application/json', body: { threadId: 7, text: '<p>Hi</p>' } },
    ]);
  });

  it('reports an HTTP error with the server’s message, a broken contract and malformed JSON', async () => {
    answerResults(() => HttpResponse.json({ message: 'Try later' }, { status: 503 }));
    const http503 = await failure(call(results, { sort_by: 'name' }));
    expect(http503).toBeInstanceOf(RequestError);
    expect(http503).toMatchObject({ kind: 'http', status: 503, serverMessage: 'Try later' });

    answerResults(() => HttpResponse.json({ content: 42 }));
    expect(await failure(call(results, { sort_by: 'name' }))).toMatchObject({ kind: 'contract' });

    answerResults(() => HttpResponse.text('{"content": "<li', { status: 200 }));
    const malformed = await failure(call(results, { sort_by: 'name' }));
    expect(malformed).toMatchObject({ kind: 'contract' });
    expect(String((malformed as RequestError).message)).toContain('malformed JSON');
  });

  it('reports a network failure as one', async () => {
    answerResults(() => HttpResponse.error());
    expect(await failure(call(results, { sort_by: 'name' }))).toMatchObject({ kind: 'network' });
  });

  it('aborts: the call rejects at once and the worker drops the request', async () => {
    const seen = answerResults(async () => {
      await delay(50);
      return HttpResponse.json({ content: 'late', total: 1 });
    });
    const controller = new AbortController();
    const pending = call(results, { sort_by: 'name' }, { signal: controller.signal });
    // The request is on its way from the worker.
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    expect(isAbortError(await failure(pending))).toBe(true);
    expect(FakeWorker.made[0]!.asked[1]).toEqual({
      id: FakeWorker.made[0]!.asked[0]!.id,
      abort: true,
    });
  });

  it('stays on the main thread when the page turns the worker off (a fake backend in the page)', async () => {
    answerResults(() => HttpResponse.json({ content: 'main', total: 1 }));
    configureClient({ offMainThread: false });
    await expect(call(results, { sort_by: 'name' })).resolves.toEqual({
      content: 'main',
      total: 1,
    });
    expect(FakeWorker.made).toEqual([]);
  });

  it('goes to the main thread when the page does not allow the worker', async () => {
    answerResults(() => HttpResponse.json({ content: 'main', total: 1 }));
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('blocked by the Content Security Policy', 'SecurityError');
        }
      },
    );
    await expect(call(results, { sort_by: 'name' })).resolves.toEqual({
      content: 'main',
      total: 1,
    });
  });

  it('sends the calls waiting on a worker that fails to the main thread', async () => {
    const seen = answerResults(() => HttpResponse.json({ content: 'main', total: 1 }));
    class FailingWorker extends FakeWorker {
      override postMessage(ask: Message): void {
        this.asked.push(ask);
        setTimeout(() => this.onerror?.(new Event('error')));
      }
    }
    vi.stubGlobal('Worker', FailingWorker);
    await expect(call(results, { sort_by: 'name' })).resolves.toEqual({
      content: 'main',
      total: 1,
    });
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    // Later calls do not try the worker again.
    await call(results, { sort_by: 'rating' });
    expect(FakeWorker.made).toHaveLength(1);
    expect(seen).toHaveLength(2);
  });
});
