// The fake backend served from Node, for the deployable build (the benchmark and the
// end-to-end test of the deployable use it).
import { Buffer } from 'node:buffer';
import { createServer, request as httpRequest } from 'node:http';
import { answering, badRequest, requestUrl, serveStatic } from '@casino/browser-testing';
import { CONTENT_SECURITY_POLICY } from './contentSecurityPolicy.js';

/** The upload domain's paths (the complaint attachments), served here as on this site. */
const UPLOAD_PREFIX = '/upload/';

/** The headers the fake backend reads. */
const BACKEND_HEADERS = ['content-type', 'x-requested-with', 'authorization', 'cookie', 'referer'];

/** An incoming request as the fetch `Request` the fake backend's handlers take. */
export async function backendRequest(url, incoming) {
  const chunks = [];
  for await (const chunk of incoming) chunks.push(chunk);
  const headers = {};
  for (const name of BACKEND_HEADERS)
    if (incoming.headers[name]) headers[name] = incoming.headers[name];
  return new globalThis.Request(url, {
    method: incoming.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
}

/** Sends a fetch `Response` (the fake backend's answer) to the browser. */
export async function sendResponse(response, outgoing, extraHeaders = {}) {
  outgoing.writeHead(response.status, { ...Object.fromEntries(response.headers), ...extraHeaders });
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Passes the request on to the static server at `staticUrl`. Always to it: an absolute
 * target (`GET http://elsewhere/`) names another host, and this is no proxy.
 */
export function toStaticServer(staticUrl, url, incoming, outgoing) {
  const upstream = httpRequest(
    new URL(`${url.pathname}${url.search}`, staticUrl),
    { method: incoming.method, headers: incoming.headers },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  // The static server gone (closing) is a bad gateway, not this server's end.
  upstream.on('error', () => {
    if (outgoing.headersSent) outgoing.destroy();
    else outgoing.writeHead(502, { 'Content-Type': 'text/plain' }).end('Bad gateway');
  });
  incoming.pipe(upstream);
}

/**
 * The fake backend in this Node process (the same MSW handlers as the demo's, seeded as
 * the demo is or with `casinos` casinos), in front of a built site on 127.0.0.1: served
 * this way, the deployable `dist/site` (no fake in the page) works as with a real server
 * (its pages under the strict Content Security Policy),
 * and the page's main thread does only the product's own work.
 */
export async function serveWithNodeBackend(directory, { casinos } = {}) {
  const { handlers, resetDb, seedDb } = await import('@casino/mocks');
  const { getResponse } = await import('msw');
  resetDb(casinos ? seedDb({ casinos }) : seedDb());
  const files = await serveStatic(directory, {
    pageHeaders: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  });
  const server = createServer(
    answering(async (incoming, outgoing) => {
      const url = requestUrl(incoming, files.url);
      if (!url) return badRequest(outgoing);
      if (
        url.pathname.startsWith('/frontendService/') ||
        url.pathname.startsWith(UPLOAD_PREFIX) ||
        url.pathname === '/exitf'
      ) {
        const request = await backendRequest(url, incoming);
        const response = await getResponse(handlers, request);
        if (response) return sendResponse(response, outgoing);
      }
      toStaticServer(files.url, url, incoming, outgoing);
    }),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await files.close();
    },
  };
}
