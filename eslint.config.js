import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Which package may import which (the arrows of the README) is checked by
// dependency-cruiser from each package's declared layer: see .dependency-cruiser.mjs.

/** The longest a source file may be; past it, a file is split (see fileLength). */
const MAX_FILE_LINES = 400;

const fileLength = {
  meta: {
    type: 'suggestion',
    docs: { description: `A source file has at most ${MAX_FILE_LINES} lines.` },
    schema: [],
    messages: {
      tooLong:
        'This file has {{lines}} lines, over ' +
        `${MAX_FILE_LINES}: split it. Move a part with its own name (a component, a hook, a ` +
        'group of helpers, a describe block of tests) into a file beside it, and import it.',
    },
  },
  create(context) {
    return {
      Program(node) {
        const { lines } = context.sourceCode;
        // A final newline leaves an empty last line: `wc -l` does not count it either.
        const count = lines.at(-1) === '' ? lines.length - 1 : lines.length;
        if (count > MAX_FILE_LINES) {
          context.report({
            node,
            loc: { line: MAX_FILE_LINES + 1, column: 0 },
            messageId: 'tooLong',
            data: { lines: String(count) },
          });
        }
      },
    };
  },
};

/** Where widgets are defined: the loader's registry is read from these files. */
const WIDGET_FILE = /[\\/]packages[\\/][\w-]+[\\/]src[\\/]widgets[\\/][a-z0-9-]+\.ts$/;

const widgetFiles = {
  meta: {
    type: 'problem',
    docs: {
      description: 'defineWidget is called only in packages/<package>/src/widgets/<name>.ts.',
    },
    schema: [],
    messages: {
      place:
        'Define a widget in packages/<package>/src/widgets/<name>.ts, named as its ' +
        'data-widget value, one widget a file, and re-export it from src/index.ts: the ' +
        "loader's registry (apps/loader/scripts/registry.js) is read from those files.",
    },
  },
  create(context) {
    if (WIDGET_FILE.test(context.filename)) return {};
    return {
      'CallExpression[callee.name="defineWidget"]'(node) {
        context.report({ node, messageId: 'place' });
      },
    };
  },
};

/** The one file that declares the events between widgets. */
const EVENTS_FILE = /[\\/]packages[\\/]core[\\/]src[\\/]events\.ts$/;

const eventsInCore = {
  meta: {
    type: 'problem',
    docs: { description: "Events between widgets are declared in core's events.ts only." },
    schema: [],
    messages: {
      place:
        'Declare an event between widgets in packages/core/src/events.ts, in WidgetEvents, ' +
        'with its payload type: every event is listed in one file, so a listener and an ' +
        'emitter of another package cannot disagree on it.',
    },
  },
  create(context) {
    if (EVENTS_FILE.test(context.filename)) return {};
    return {
      'TSModuleDeclaration[id.value="@casino/core"]'(node) {
        context.report({ node, messageId: 'place' });
      },
    };
  },
};

const casino = {
  meta: { name: 'casino' },
  rules: {
    'file-length': fileLength,
    'widget-files': widgetFiles,
    'events-in-core': eventsInCore,
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
  // Short files (the demo's pages are a catalogue and are exempt; generated files, the
  // build output and mockServiceWorker.js, are ignored above).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['apps/loader/demo/**'],
    plugins: { casino },
    rules: { 'casino/file-length': 'error' },
  },
  // Widgets are defined in their widget files, where the loader's registry finds them, and
  // the events between widgets in core's events.ts; tests define throwaway ones.
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { casino },
    rules: { 'casino/widget-files': 'error', 'casino/events-in-core': 'error' },
  },
);
