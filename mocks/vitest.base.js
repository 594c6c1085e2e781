// The test setup every package shares: happy-dom on a real origin, workspace sources
// instead of builds, globals for Testing Library's automatic cleanup.
import { fileURLToPath } from 'node:url';

const clientConditions = ['source', 'module', 'browser', 'development|production'];

/** @param {{ setup?: boolean }} [options] */
export function vitestConfig(options = {}) {
  const { setup = true } = options;
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
      setupFiles: setup ? [fileURLToPath(new URL('./src/testing.ts', import.meta.url))] : [],
    },
  };
}
