// A small static file server for the built sites, bound to 127.0.0.1. Chunk addresses
// carry `?v=`, so they are cached for good; pages and the loader are always revalidated.
// Text is sent gzipped to a browser that takes it, as a site's server sends it.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** What is worth compressing: text. */
const TEXT = /^(text\/|application\/json|image\/svg)/;
/** The level a site's server uses for files it compresses once (the bench counts these bytes). */
const GZIP_LEVEL = 9;

/**
 * The body to send and its headers: gzipped for a client that accepts it. Each file is
 * compressed once (by its path and modification time): the pages and chunks of a build
 * are asked for again and again.
 */
function encoded(compressed, file, modified, body, type, acceptEncoding = '') {
  if (!TEXT.test(type) || !/\bgzip\b/.test(acceptEncoding)) return { body, headers: {} };
  const key = `${file}:${modified}`;
  if (!compressed.has(key)) compressed.set(key, gzipSync(body, { level: GZIP_LEVEL }));
  return {
    body: compressed.get(key),
    headers: { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' },
  };
}

/**
 * The file for an address, with the CMS's pretty addresses: `/casinos` and the paged
 * `/casinos/3` are `casinos.html`, a folder is its `index.html`.
 */
async function existing(file) {
  const found = await stat(file).catch(() => null);
  if (found?.isDirectory()) return path.join(file, 'index.html');
  if (found || path.extname(file)) return file;
  const page = /\/\d+$/.test(file) ? path.dirname(file) : file;
  return `${page}.html`;
}

/**
 * The address a request asks for, or null when its target is no URL (`GET http://[/`):
 * `new URL` throws on it, and a throw in a request handler ends the whole server.
 */
export function requestUrl(request, base) {
  try {
    return new URL(request.url ?? '/', base);
  } catch {
    return null;
  }
}

/** `400 Bad request`: the client's mistake, answered; the server keeps serving. */
export const badRequest = (response) =>
  response.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');

/**
 * An async request handler whose failures answer 500 (or cut a response already under
 * way) instead of ending the process as an unhandled rejection: a request aborted while
 * its body is read, a file system error.
 */
export const answering = (handler) => (request, response) =>
  handler(request, response).catch(() => {
    if (response.headersSent) response.destroy();
    else response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Server error');
  });

/**
 * Serves `root` on 127.0.0.1. `port` 0 picks a free port. POSTs to the error log (sent
 * by the loader before the page's fake backend runs) are printed when `onErrorLog` is given.
 * `pageHeaders` go with every page (`.html`), as a site's Content Security Policy does.
 */
export function serveStatic(directory, { port = 0, onErrorLog, pageHeaders = {} } = {}) {
  const root = path.resolve(directory);
  const compressed = new Map();
  const server = createServer(
    answering(async (request, response) => {
      const url = requestUrl(request, 'http://127.0.0.1');
      if (!url) return badRequest(response);
      if (request.method === 'POST' && url.pathname === '/frontendService/errorLog') {
        let body = '';
        for await (const chunk of request) body += chunk;
        onErrorLog?.(new URLSearchParams(body).get('message') ?? body);
        response.writeHead(204).end();
        return;
      }
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        // A broken percent-encoding (`/%E0%A4%A`) is the client's mistake, not the server's end.
        return badRequest(response);
      }
      let file = path.resolve(path.join(root, pathname));
      if (file !== root && !file.startsWith(root + path.sep)) return response.writeHead(403).end();
      try {
        file = await existing(file);
        const [content, { mtimeMs }] = await Promise.all([readFile(file), stat(file)]);
        const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
        const { body, headers } = encoded(
          compressed,
          file,
          mtimeMs,
          content,
          type,
          request.headers['accept-encoding'],
        );
        const immutable = url.searchParams.has('v') || /-[\w-]{8}\.js$/.test(file);
        response.writeHead(200, {
          'Content-Type': type,
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          ...headers,
          ...(path.extname(file) === '.html' ? pageHeaders : {}),
        });
        response.end(body);
      } catch {
        // Browsers ask for a favicon on their own; a site without one is not an error.
        if (url.pathname === '/favicon.ico') return response.writeHead(204).end();
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      }
    }),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        url: `http://127.0.0.1:${address.port}/`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
