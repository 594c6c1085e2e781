import { defineConfig } from 'vitest/config';
import { vitestConfig } from '@casino/mocks/vitest.base';

const base = vitestConfig();

export default defineConfig({
  ...base,
  test: {
    projects: [
      // The loader and the demo's page code: in a test DOM with the fake backend, as every
      // package.
      {
        ...base,
        test: { ...base.test, name: 'demo', include: ['src/**/*.test.ts', 'demo/**/*.test.ts'] },
      },
      // The Node servers of the demo, the bench and the tests: plain Node, real sockets.
      {
        resolve: base.resolve,
        ssr: base.ssr,
        test: {
          name: 'servers',
          environment: 'node',
          include: ['scripts/**/*.test.js'],
          testTimeout: base.test.testTimeout,
        },
      },
    ],
  },
});
