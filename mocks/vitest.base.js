// The test setup every package shares: happy-dom on a real origin, workspace sources
// instead of builds, globals for Testing Library's automatic cleanup.
import { fileURLToPath } from 'node:url';

const clientConditions = ['source', 'module', 'browser', 'development|production'];

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
        ...(domStandards ? [file('domStandards.ts')] : []),
      ],
    },
  };
}
