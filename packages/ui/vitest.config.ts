import { defineConfig } from 'vitest/config';
import { vitestConfig } from '@casino/mocks/vitest.base';

export default defineConfig(vitestConfig({ domStandards: true }));
