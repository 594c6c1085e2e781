import { server } from '@casino/mocks/node';

/** The bodies of the requests sent to `path`, parsed, in order. */
export function recordRequests(path: string) {
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
