// `pnpm start`: serves the demo site (built by `pnpm build`) live, with the fake backend in
// this process (scripts/demoServer.js), and prints its address.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LIVE_MODULE, serveLiveDemo } from './demoServer.js';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const root = path.join(dist, 'demo');
if (!existsSync(path.join(root, 'index.html')) || !existsSync(path.join(dist, LIVE_MODULE))) {
  console.error('The demo site is not built: run `pnpm start` from the repository root.');
  process.exit(1);
}
const wanted = Number(process.env.PORT ?? 4173);
const onErrorLog = (message) => console.log(`[error log] ${message}`);
const site = await serveLiveDemo(root, { port: wanted, onErrorLog }).catch((error) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.log(`Port ${wanted} is busy; using a free one.`);
  return serveLiveDemo(root, { onErrorLog });
});
console.log(`\nDemo site: ${site.url}index.html\n(press Ctrl+C to stop)`);
