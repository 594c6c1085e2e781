import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Lint rules for the arrows of the README: which workspace package may import which.
const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The packages below the features: the contract, the runtime, ui and the building blocks
 * that several features share beside it, and the test tooling. Every other package under
 * packages/ is a feature, so a new package is a feature until it is listed here.
 */
const BELOW_FEATURES = new Set(['api', 'core', 'ui', 'search-select', 'editor', 'browser-testing']);

const FEATURES = new Set(
  readdirSync(path.join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !BELOW_FEATURES.has(entry.name))
    .map((entry) => entry.name),
);

/** The workspace package a file belongs to: `packages/<name>`, `apps/<name>` or mocks. */
function workspaceOf(filename) {
  const [top, name] = path.relative(root, filename).split(path.sep);
  if (top === 'packages' || top === 'apps') return { app: top === 'apps', name };
  if (top === 'mocks') return { app: false, name: 'mocks' };
  return null;
}

/** Calls `check(node, name)` for every `@casino/<name>` a file imports, re-exports or loads. */
function onCasinoImport(check) {
  const visit = (node) => {
    const source = node.source;
    if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
    const match = /^@casino\/([^/]+)/.exec(source.value);
    if (match) check(source, match[1]);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const noFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import only what is below them, never another feature.' },
    schema: [],
    messages: {
      featureToFeature:
        'A feature never imports another feature: {{importer}} imports @casino/{{target}}. Talk through core events and signals, or move the shared part to a building block beside ui.',
      belowToFeature:
        '{{importer}} is below the features and never imports one (@casino/{{target}}).',
    },
  },
  create(context) {
    const importer = workspaceOf(context.filename);
    if (!importer || importer.app) return {};
    return onCasinoImport((node, target) => {
      if (!FEATURES.has(target) || target === importer.name) return;
      context.report({
        node,
        messageId: FEATURES.has(importer.name) ? 'featureToFeature' : 'belowToFeature',
        data: { importer: importer.name, target },
      });
    });
  },
};

const noMocksInProduction = {
  meta: {
    type: 'problem',
    docs: { description: 'Production source never imports @casino/mocks.' },
    schema: [],
    messages: {
      mocks:
        'Production source never imports @casino/mocks (the fake backend); only tests, stories, their helpers and the demo do.',
    },
  },
  create(context) {
    return onCasinoImport((node, target) => {
      if (target === 'mocks') context.report({ node, messageId: 'mocks' });
    });
  },
};

const layers = {
  meta: { name: 'casino-layers' },
  rules: {
    'no-feature-imports': noFeatureImports,
    'no-mocks-in-production': noMocksInProduction,
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}', '**/scripts/**', '**/e2e/**', '**/bench/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: { 'no-console': 'off' },
  },
  // The arrows of the README: features -> ui -> core -> api, no feature imports another.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { casino: layers },
    rules: { 'casino/no-feature-imports': 'error' },
  },
  // Production source never imports the fake backend; tests, stories, their helpers, the
  // demo build and the test tooling do.
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/loader/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      '**/testing.ts',
      '**/test/**',
      '**/[sS]tory*.{ts,tsx}',
      'packages/browser-testing/**',
      'apps/loader/src/demo/**',
    ],
    plugins: { casino: layers },
    rules: { 'casino/no-mocks-in-production': 'error' },
  },
);
