import { readFile } from 'node:fs/promises';

/**
 * esbuild's reading of `import text from 'file?raw'` as Vite reads it (the file's text as
 * the default export), for the demo's pages, which carry the widgets' host stylesheets
 * (`@casino/ui/tokens.css?raw`) in their head.
 */
export const rawText = {
  name: 'raw-text',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, async ({ path, resolveDir, kind, importer }) => {
      const resolved = await build.resolve(path.replace(/\?raw$/, ''), {
        resolveDir,
        kind,
        importer,
      });
      if (resolved.errors.length) return { errors: resolved.errors };
      return { path: resolved.path, namespace: 'raw-text' };
    });
    build.onLoad({ filter: /.*/, namespace: 'raw-text' }, async ({ path }) => ({
      contents: await readFile(path, 'utf8'),
      loader: 'text',
    }));
  },
};
