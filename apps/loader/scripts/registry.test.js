// The registry follows the widget files (scripts/registry.js): each widget is
// `packages/<package>/src/widgets/<name>.ts`, named as its `data-widget` value, exported by
// its package's index, and no widget is defined anywhere else, where the registry would
// miss it.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGES, registry, widgetFiles } from './registry.js';

const loader = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const NOT_SHIPPED = /\.(test|stories)\.tsx?$|[/\\](test|testing)[/\\]|[/\\]testing\.tsx?$/;

/** The production source files of the packages, relative to packages/. */
function sourceFiles(dir = PACKAGES, found = []) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) sourceFiles(full, found);
    else if (/\.tsx?$/.test(entry) && /[/\\]src[/\\]/.test(full) && !NOT_SHIPPED.test(full))
      found.push(path.relative(PACKAGES, full));
  }
  return found;
}

describe('widget registry', () => {
  const files = widgetFiles();

  it('registers every widget file under its name, exported by its package', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const { name, file, packageName, exportName } of files) {
      const source = readFileSync(path.join(PACKAGES, '..', file), 'utf8');
      expect(source, `${file}: named as its file`).toMatch(
        new RegExp(`defineWidget\\(\\{\\s*name: '${name}'`),
      );
      const index = readFileSync(path.join(PACKAGES, '..', path.dirname(file), '../index.ts'));
      expect(String(index), `${packageName}'s src/index.ts re-exports ${exportName}`).toContain(
        `export { ${exportName} } from './widgets/${name}';`,
      );
      expect(loader.dependencies, `@casino/loader depends on ${packageName}`).toHaveProperty(
        packageName,
      );
      expect(registry[name]).toEqual({ package: packageName, export: exportName });
    }
    expect(Object.keys(registry)).toHaveLength(files.length);
  });

  it('finds no widget defined outside a widget file', () => {
    const elsewhere = sourceFiles().filter(
      (file) =>
        !/^[\w-]+[/\\]src[/\\]widgets[/\\][\w-]+\.ts$/.test(file) &&
        !file.startsWith(`core${path.sep}`) &&
        /\bdefineWidget\(/.test(readFileSync(path.join(PACKAGES, file), 'utf8')),
    );
    expect(elsewhere, 'move each to packages/<package>/src/widgets/<name>.ts').toEqual([]);
  });
});
