// The widget entries: one generated module per widget, `\0virtual:widget/{name}`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTRY_PREFIX } from './chunks.js';
import { PACKAGES, registry, widgetFiles } from './registry.js';

const app = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** A widget file (`packages/<package>/src/widgets/<name>.ts`) and its stylesheet imports. */
const WIDGET_FILE = /[\\/]packages[\\/][\w-]+[\\/]src[\\/]widgets[\\/][\w-]+\.ts$/;
const CSS_IMPORT = /^import\s+(['"])([^'"]+\.css)\1;?[ \t]*$/gm;
const widgetFile = Object.fromEntries(
  widgetFiles().map(({ name, file }) => [name, path.join(PACKAGES, '..', file)]),
);

/** The stylesheets a widget file imports, as absolute paths. */
function stylesheetsOf(name) {
  const file = widgetFile[name];
  return [...readFileSync(file, 'utf8').matchAll(CSS_IMPORT)].map(([, , css]) =>
    path.resolve(path.dirname(file), css),
  );
}

/**
 * The chunk of one widget: its mount function as default export (scheduled: one widget per
 * task, see core's mountQueue), its package's stylesheet (`stylesheetOf`) loaded first when
 * the widget's own code has CSS (`styled`; CSS that only a chunk loaded on demand imports
 * comes with that chunk): one call to core's `widgetChunk`, small as every page loads a
 * dozen entries. The widget file's stylesheet imports are the entry's (`liftStylesheets`):
 * the widget's definition has no CSS then, and an every-page widget's goes in the `ui`
 * chunk with its component, leaving its entry only the mount (chunks.js keeps modules with
 * CSS out of `ui`).
 */
function entryCode(name, { demo, styled, stylesheetOf }) {
  const widget = registry[name];
  const lines = [];
  if (demo) lines.push(`import ${JSON.stringify(path.join(app, 'src/demo/boot.ts'))};`);
  lines.push(`import { ${widget.export} as widget } from ${JSON.stringify(widget.package)};`);
  for (const css of stylesheetsOf(name)) lines.push(`import ${JSON.stringify(css)};`);
  lines.push(`import { widgetChunk } from '@casino/core';`);
  const stylesheet = styled.has(name)
    ? `, import.meta.url, ${JSON.stringify(stylesheetOf(widget.package))}`
    : '';
  lines.push(`export default await widgetChunk(widget${stylesheet});`);
  return lines.join('\n');
}

/** The widget entries' modules. */
export function widgetEntries(options) {
  const prefix = ENTRY_PREFIX;
  return {
    name: 'widget-entries',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load: (id) =>
      id.startsWith(`\0${prefix}`) ? entryCode(id.slice(prefix.length + 1), options) : null,
  };
}

/**
 * A widget file's stylesheet imports leave it in the build: its entry imports them
 * (`entryCode`). Stories and tests import the widget file with its stylesheet as written.
 */
export const liftStylesheets = {
  name: 'lift-stylesheets',
  enforce: 'pre',
  transform: {
    filter: { id: WIDGET_FILE },
    handler: (code) => ({ code: code.replace(CSS_IMPORT, ''), map: null }),
  },
};
