import path from 'node:path';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer, serveStatic } from '@casino/browser-testing';
import { serveLiveDemo } from '../scripts/demoServer.js';
import { CONTENT_SECURITY_POLICY } from '../scripts/contentSecurityPolicy.js';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    /** The same demo served live (scripts/demoServer.js): the fake backend and the forum's pages on the server. */
    liveUrl: string;
    /** The run's one browser (`connectBrowser`); each test file takes contexts of it. */
    browserWsEndpoint: string;
  }
}

/**
 * Serves the built demo site on 127.0.0.1 under the deployable's Content Security Policy, statically (the fake backend in each tab) and
 * live (the fake backend on the server, a store per browser context), and starts one
 * Chromium for the whole run (test files connect to it and take browser contexts), and
 * stops them after.
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../dist/demo');
  if (!existsSync(path.join(root, 'index.html')))
    throw new Error('Build the demo site first: pnpm build');
  const [site, live, browser] = await Promise.all([
    serveStatic(root, { pageHeaders: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } }),
    serveLiveDemo(root),
    launchBrowserServer(),
  ]);
  project.provide('siteUrl', site.url);
  project.provide('liveUrl', live.url);
  project.provide('browserWsEndpoint', browser.wsEndpoint);
  return async () => {
    await browser.close();
    await site.close();
    await live.close();
  };
}
