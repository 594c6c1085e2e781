// The test setup every package shares: happy-dom on a real origin, workspace sources
// instead of builds, globals for Testing Library's automatic cleanup.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const clientConditions = ['source', 'module', 'browser', 'development|production'];

/** The package under test has the interface primitives (or is them). */
function hasUi() {
  const own = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')).name;
  return own === '@casino/ui' || existsSync(path.resolve('node_modules/@casino/ui'));
}

/**
 * `domStandards`: also bring happy-dom to the DOM standard where DOMPurify relies on it
 * (for the packages that sanitize).
 * @param {{ setup?: boolean, domStandards?: boolean }} [options]
 */
export function vitestConfig(options = {}) {
  const { setup = true, domStandards = false } = options;
  const file = (name) => fileURLToPath(new URL(`./src/${name}`, import.meta.url));
  return {
    resolve: { conditions: clientConditions },
    ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
    test: {
      environment: 'happy-dom',
      environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
      globals: true,
      restoreMocks: true,
      // Room for the longer waits of ./src/testing.ts on a busy machine.
      testTimeout: 20_000,
      unstubGlobals: true,
      setupFiles: [
        ...(setup ? [file('testing.ts')] : []),
        ...(hasUi()
          ? [fileURLToPath(new URL('../packages/ui/src/dialog/testing.ts', import.meta.url))]
          : []),
        ...(domStandards ? [file('domStandards.ts')] : []),
      ],
    },
  };
}
