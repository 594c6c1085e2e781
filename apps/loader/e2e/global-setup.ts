import path from 'node:path';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer, serveStatic } from '@casino/browser-testing';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    /** The run's one browser (`connectBrowser`); each test file takes contexts of it. */
    browserWsEndpoint: string;
  }
}

/**
 * Serves the built demo site on 127.0.0.1 and starts one Chromium for the whole run
 * (test files connect to it and take browser contexts), and stops both after.
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../dist/demo');
  if (!existsSync(path.join(root, 'index.html')))
    throw new Error('Build the demo site first: pnpm build');
  const [site, browser] = await Promise.all([serveStatic(root), launchBrowserServer()]);
  project.provide('siteUrl', site.url);
  project.provide('browserWsEndpoint', browser.wsEndpoint);
  return async () => {
    await browser.close();
    await site.close();
  };
}
