import type { UserConfig } from 'vite';
export declare function vitestConfig(options?: {
  setup?: boolean;
  domStandards?: boolean;
}): UserConfig;
