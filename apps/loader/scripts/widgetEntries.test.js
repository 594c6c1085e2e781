// A widget file's stylesheet imports move to its generated entry in the build
// (scripts/widgetEntries.js): the entry imports them, the widget file no longer does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGES } from './registry.js';
import { liftStylesheets, widgetEntries } from './widgetEntries.js';

const SEARCH = path.join(PACKAGES, 'search/src/widgets/search.ts');

describe('widget entries', () => {
  const entries = widgetEntries({
    demo: false,
    styled: new Set(['search']),
    stylesheetOf: () => 'site.css',
  });

  it("imports the widget file's stylesheets and loads the package's stylesheet first", () => {
    const code = entries.load('\0virtual:widget/search');
    expect(code).toContain(
      `import ${JSON.stringify(path.join(PACKAGES, 'search/src/search.css'))};`,
    );
    expect(code).toContain('widgetChunk(widget, import.meta.url, "site.css")');
  });

  it('takes the stylesheet imports out of the widget file, and nothing else', () => {
    const source = readFileSync(SEARCH, 'utf8');
    expect(source).toContain("import '../search.css';");
    const { code } = liftStylesheets.transform.handler(source, SEARCH);
    expect(code).not.toMatch(/\.css/);
    expect(code).toBe(source.replace("import '../search.css';", ''));
    expect(SEARCH).toMatch(liftStylesheets.transform.filter.id);
  });
});
