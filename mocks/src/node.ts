import { setupServer } from 'msw/node';
import { handlers } from '.';

/** The fake backend for vitest: `server.listen()` in the test setup. */
export const server = setupServer(...handlers);

/** The form bodies of the requests to `path` (a pathname), in the order they were sent. */
export function recordRequests(path: string): Record<string, string>[] {
  const bodies: Record<string, string>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path)
      void request
        .clone()
        .text()
        .then((body) => bodies.push(Object.fromEntries(new URLSearchParams(body))));
  });
  return bodies;
}
