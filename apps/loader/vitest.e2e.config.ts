import { defineConfig } from 'vitest/config';

/** End-to-end tests: real Chromium against the built demo site (`dist/demo`). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globals: true,
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
