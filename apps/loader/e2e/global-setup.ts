import path from 'node:path';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serveStatic } from '@casino/browser-testing';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
  }
}

/** Serves the built demo site on 127.0.0.1 for the whole run, and stops it after. */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../dist/demo');
  if (!existsSync(path.join(root, 'index.html')))
    throw new Error('Build the demo site first: pnpm build');
  const site = await serveStatic(root);
  project.provide('siteUrl', site.url);
  return () => site.close();
}
