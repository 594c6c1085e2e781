/** Helpers of the auth package's component tests (not part of the package's exports). */
import { server } from '@casino/mocks/node';
import { navigation } from './navigation';

export interface SentRequest {
  path: string;
  body: URLSearchParams;
}

/** Records the requests `keep` selects, as `make` shapes them, in the order they were sent. */
function record<T>(
  keep: (request: Request, path: string) => boolean,
  make: (path: string, body: URLSearchParams) => T,
): T[] {
  const sent: T[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!keep(request, path)) return;
    void request
      .clone()
      .text()
      .then((body) => sent.push(make(path, new URLSearchParams(body))));
  });
  return sent;
}

/** Records every POST the widgets send (path and form body), in order. */
export function recordPosts(): SentRequest[] {
  return record(
    (request) => request.method === 'POST',
    (path, body) => ({ path, body }),
  );
}

/** The bodies of the requests (any method) to paths ending in `path`, in order. */
export function recordRequests(path: string): Record<string, string>[] {
  return record(
    (_, requestPath) => requestPath.endsWith(path),
    (_, body) => Object.fromEntries(body),
  );
}

/** Replaces the page navigation by spies. */
export function spyNavigation() {
  return {
    reload: vi.spyOn(navigation, 'reload').mockImplementation(() => undefined),
    assign: vi.spyOn(navigation, 'assign').mockImplementation(() => undefined),
  };
}
