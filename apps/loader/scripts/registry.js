// The widget registry, read from the widget files: every widget is
// `packages/<package>/src/widgets/<name>.ts`, named as its `data-widget` value, with one
// `export const <export> = defineWidget(...)` that the package's src/index.ts re-exports.
// A new widget is that file and that line; registry.test.js and the lint rule
// `casino/widget-files` keep every widget there.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PACKAGES = path.join(root, 'packages');

/** A widget file's name: its widget's name, lower-case words joined by hyphens. */
export const WIDGET_FILE = /^([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\.ts$/;
/** The definition in a widget file: `export const fooWidget = defineWidget(`. */
export const DEFINITION = /export const (\w+) = defineWidget\(/g;

/**
 * Every widget file as `{ name, file, packageName, exportName }`, sorted by name; throws
 * when a file does not hold exactly one definition, since the build could not import it.
 */
export function widgetFiles() {
  const found = [];
  for (const dir of readdirSync(PACKAGES)) {
    const widgets = path.join(PACKAGES, dir, 'src/widgets');
    if (!existsSync(widgets)) continue;
    const { name: packageName } = JSON.parse(
      readFileSync(path.join(PACKAGES, dir, 'package.json'), 'utf8'),
    );
    for (const file of readdirSync(widgets)) {
      const name = WIDGET_FILE.exec(file)?.[1];
      if (!name) continue;
      const relative = `packages/${dir}/src/widgets/${file}`;
      const definitions = [...readFileSync(path.join(widgets, file), 'utf8').matchAll(DEFINITION)];
      if (definitions.length !== 1) {
        throw new Error(
          `${relative}: a widget file holds one \`export const <name>Widget = defineWidget(...)\`, ` +
            `found ${definitions.length}; put each widget in a file of its own, named as its data-widget value.`,
        );
      }
      found.push({ name, file: relative, packageName, exportName: definitions[0][1] });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** Widget name → the package that exports it and the export's name. */
export const registry = Object.fromEntries(
  widgetFiles().map(({ name, packageName, exportName }) => [
    name,
    { package: packageName, export: exportName },
  ]),
);
