import { defineConfig } from 'vitest/config';
import { vitestConfig } from '@casino/mocks/vitest.base';

const base = vitestConfig({ domStandards: true });
export default defineConfig({
  ...base,
  test: { ...base.test, setupFiles: [...base.test.setupFiles, './src/test/warmEditor.ts'] },
});
