// `pnpm start`: serves the demo site (built by `pnpm build`) and prints its address.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@casino/browser-testing';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist/demo');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error('The demo site is not built: run `pnpm start` from the repository root.');
  process.exit(1);
}
const wanted = Number(process.env.PORT ?? 4173);
const site = await serveStatic(root, {
  port: wanted,
  onErrorLog: (message) => console.log(`[error log] ${message}`),
}).catch((error) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.log(`Port ${wanted} is busy; using a free one.`);
  return serveStatic(root, { onErrorLog: (message) => console.log(`[error log] ${message}`) });
});
console.log(`\nDemo site: ${site.url}index.html\n(press Ctrl+C to stop)`);
