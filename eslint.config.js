import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync, readdirSync } from 'node:fs';

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

/** A `data-*` attribute name inside a string or template (the server HTML's hooks). */
const HOOK_PATTERN = /data-[a-z][a-z0-9-]*/g;

/** The hooks of the contract: every `'data-…'` value of packages/api/src/*Hooks.ts. */
function contractHooks() {
  const dir = new URL('./packages/api/src/', import.meta.url);
  const names = new Set();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('Hooks.ts'))) {
    const text = readFileSync(new URL(file, dir), 'utf8');
    for (const [, name] of text.matchAll(/'(data-[a-z][a-z0-9-]*)'/g)) names.add(name);
  }
  return names;
}

const hookLiteral = {
  meta: {
    type: 'problem',
    docs: { description: "The server HTML's data-* hooks are named in @casino/api only." },
    schema: [{ enum: ['all', 'contract'] }],
    messages: {
      literal:
        '`{{hook}}` is a hook of the server HTML: take its name from the contract in ' +
        "@casino/api (the domain's `…Hooks` constant beside its endpoints, e.g. " +
        '`forumHooks.threadId`; add it there if it is new), so a renamed hook breaks the build, ' +
        'not a page.',
    },
  },
  create(context) {
    // 'contract': only names the contract has (the fake backend and the demo also write
    // attributes no widget reads); 'all' (the default): any data-* name.
    const only = context.options[0] === 'contract' ? contractHooks() : null;
    const check = (node, text) => {
      for (const [hook] of text.matchAll(HOOK_PATTERN)) {
        if (hook.endsWith('-') || (only && !only.has(hook))) continue;
        context.report({ node, messageId: 'literal', data: { hook } });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value !== 'string') return;
        const parent = node.parent;
        if (parent.type === 'ImportDeclaration' || parent.type.startsWith('Export')) return;
        if (parent.type === 'TSLiteralType' || parent.type === 'ImportExpression') return;
        check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

/** The one module that may load DOMPurify: ui's sanitizer, the door for HTML from outside. */
const SANITIZER_MODULE = /[\\/]packages[\\/]ui[\\/]src[\\/]sanitize[\\/]sanitizer\.ts$/;

const sanitizerDoor = {
  meta: {
    type: 'problem',
    docs: { description: "DOMPurify is imported by ui's sanitizer module only." },
    schema: [],
    messages: {
      door:
        "Take HTML in through ui's sanitizer (packages/ui/src/sanitize), not DOMPurify: " +
        '`withSanitizer`, `withCleanHtml`, `loadSanitizer` or `cleanFragment` from @casino/ui ' +
        'load it on demand and hand back the TrustedHTML the strict Content Security Policy ' +
        "takes; `backendFragment` for the backend's own page fragments.",
    },
  },
  create(context) {
    if (SANITIZER_MODULE.test(context.filename)) return {};
    const check = (node) => {
      if (node.source?.value === 'dompurify') context.report({ node, messageId: 'door' });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      'CallExpression[callee.name="require"]'(node) {
        if (node.arguments[0]?.value === 'dompurify') context.report({ node, messageId: 'door' });
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
    'hook-literal': hookLiteral,
    'sanitizer-door': sanitizerDoor,
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
  // The server HTML's hooks are named once, in @casino/api, and taken from there by the
  // widgets, the fake backend and the demo. Exempt: the contract itself; tests, stories
  // and test helpers, which write the page as the server sends it (a renamed hook then
  // fails them, as it would fail the real page); Storybook's embed snippet, which shows
  // the markup a CMS editor types.
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/loader/src/**/*.{ts,tsx}'],
    // (the demo's boot file is checked with the demo, below)
    ignores: [
      'packages/api/**',
      'packages/browser-testing/**',
      '**/*.test.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      '**/test/**',
      '**/*{T,t}esting*.{ts,tsx}',
      '**/Story*.tsx',
    ],
    plugins: { casino },
    rules: { 'casino/hook-literal': 'error' },
  },
  // The fake backend and the demo page write more attributes than the widgets read (for
  // the tests and the demo's own scripts): the hooks of the contract come from it.
  {
    files: ['mocks/src/**/*.ts', 'apps/loader/demo/**/*.ts', 'apps/loader/src/demo/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*Testing.ts', 'mocks/src/testClient.ts'],
    plugins: { casino },
    rules: { 'casino/hook-literal': ['error', 'contract'] },
  },
  // One door for HTML from outside (DESIGN.md): only ui's sanitizer loads DOMPurify.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { casino },
    rules: { 'casino/sanitizer-door': 'error' },
  },
);
