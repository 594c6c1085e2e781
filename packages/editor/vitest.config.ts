import { defineConfig } from 'vitest/config';
import { vitestConfig } from '@casino/mocks/vitest.base';

const base = vitestConfig();

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // happy-dom departs from the DOM standard where DOMPurify relies on it.
    setupFiles: [...base.test.setupFiles, './src/test/domStandards.ts'],
  },
});
