import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { LIVE_MODULE } from './demoServer.js';
import { rawText } from './rawText.js';

/**
 * The live demo server's pages and fake backend (scripts/demoServer.js), one module so
 * both read one store; MSW stays outside, the server's `getResponse` is the same library.
 */
export async function buildLiveServerModule(app, dist) {
  await esbuild({
    entryPoints: [path.join(app, 'demo/live.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    conditions: ['source'],
    external: ['msw'],
    plugins: [rawText],
    outfile: path.join(dist, LIVE_MODULE),
    logLevel: 'warning',
  });
}
