/** Helpers of the auth package's component tests (not part of the package's exports). */
import { server } from '@casino/mocks/node';
import { navigation } from '../shared/navigation';

export interface SentRequest {
  path: string;
  body: URLSearchParams;
}

/** Records every POST the widgets send (path and form body), in order. */
export function recordPosts(): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    const path = new URL(request.url).pathname;
    void request
      .clone()
      .text()
      .then((body) => sent.push({ path, body: new URLSearchParams(body) }));
  });
  return sent;
}

/** Replaces the page navigation by spies. */
export function spyNavigation() {
  return {
    reload: vi.spyOn(navigation, 'reload').mockImplementation(() => undefined),
    assign: vi.spyOn(navigation, 'assign').mockImplementation(() => undefined),
  };
}
