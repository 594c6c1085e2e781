// The servers the project starts answer a request whose target is no URL with 400 and
// keep serving (a throw in a handler would end the process, and every page with it).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Buffer } from 'node:buffer';
import { get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '@casino/browser-testing';
import { startBridge } from '../e2e/broker/bridge.js';
import { serveWithNodeBackend } from './nodeBackend.js';

/** Sends `target` as written, on a raw socket, and returns the answer's status code. */
function rawStatus(address, target) {
  const { hostname, port } = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status) {
        resolve(Number(status[1]));
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`No answer to ${target}: ${answer}`)));
    socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  });
}

/** The raw answer to a GET: its headers and its bytes as sent. */
function rawGet(address, headers) {
  return new Promise((resolve, reject) => {
    get(address, { headers }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

let root;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Site</title>');
});
afterAll(() => rm(root, { recursive: true, force: true }));

const servers = {
  'the static server (pnpm start, the tests)': () => serveStatic(root),
  'the Node fake backend (the bench, the deployable)': () => serveWithNodeBackend(root),
  'the live channel bridge (broker tests)': () =>
    startBridge({ root, upstream: 'ws://127.0.0.1:9/ws' }),
};

describe.each(Object.entries(servers))('%s', (_name, start) => {
  it('answers 400 to a target that is no URL and serves the next request', async () => {
    const site = await start();
    try {
      expect(await rawStatus(site.url, 'http://[/')).toBe(400);
      expect(await rawStatus(site.url, '/index.html')).toBe(200);
      expect((await globalThis.fetch(`${site.url}index.html`)).status).toBe(200);
    } finally {
      await site.close();
    }
  });
});

describe('the static server', () => {
  it('sends text gzipped to a client that takes it, and as it is to one that does not', async () => {
    const site = await serveStatic(root);
    try {
      const page = '<!doctype html><title>Site</title>';
      const zipped = await rawGet(`${site.url}index.html`, { 'Accept-Encoding': 'gzip, br' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toBe('Accept-Encoding');
      expect(gunzipSync(zipped.body).toString()).toBe(page);
      const plain = await rawGet(`${site.url}index.html`, {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(page);
    } finally {
      await site.close();
    }
  });
});
