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

const casino = {
  meta: { name: 'casino' },
  rules: { 'file-length': fileLength },
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
);
