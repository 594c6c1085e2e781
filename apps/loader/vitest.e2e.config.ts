import { defineConfig } from 'vitest/config';
import { SecondRunReporter } from '@casino/browser-testing';

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
    // A browser on a busy machine now and then misses a beat (a service worker restart, a
    // starved idle callback); a test that fails gets one more run, and a real fault fails twice.
    // Such second-run passes are counted and printed: each is a defect to find.
    retry: 1,
    reporters: ['default', new SecondRunReporter()],
    // A browser on a busy two-core machine can be slow to settle: poll generously.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
