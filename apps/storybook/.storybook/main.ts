import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** @preact/signals-react imports this CommonJS shim; React 19 has the hook itself. */
const syncExternalStoreShim = here('./use-sync-external-store-shim.ts');

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', 'msw-storybook-addon'],
  // The service worker of the fake backend, served at the root as /mockServiceWorker.js.
  staticDirs: ['../../../mocks/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal(viteConfig) {
    viteConfig.resolve ??= {};
    // Workspace packages are read from their sources (`"source": "./src/index.ts"`).
    viteConfig.resolve.conditions = ['source', 'module', 'browser', 'development|production'];
    viteConfig.resolve.dedupe = [...(viteConfig.resolve.dedupe ?? []), 'react', 'react-dom'];
    const alias = viteConfig.resolve.alias;
    const shims = [
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: syncExternalStoreShim },
    ];
    viteConfig.resolve.alias = Array.isArray(alias)
      ? [...shims, ...alias]
      : [
          ...shims,
          ...Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement })),
        ];
    // Some browser libraries (sockjs-client) still read Node's `global`.
    viteConfig.define = { ...viteConfig.define, global: 'globalThis' };
    // A quiet build: Storybook's own preview chunk is large by nature, and how long
    // docgen and CSS take is not news.
    viteConfig.logLevel = 'warn';
    viteConfig.build = {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2048,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        checks: { ...viteConfig.build?.rolldownOptions?.checks, bundlerTimings: false },
      },
    };
    return viteConfig;
  },
};

export default config;
