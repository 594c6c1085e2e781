import { defineConfig } from 'vitest/config';
import { vitestConfig } from './vitest.base.js';

export default defineConfig(vitestConfig());
