// One source of truth for widths: every widget stylesheet and every widget's code decide on
// a viewport width only at SPEC §9's breakpoints, the ones ./breakpoints.ts defines.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BELOW_WIDTH_STEP, WIDTH_BREAKPOINTS } from './breakpoints';
import { widthQueryProblems } from './widthQueries';

const REPO = join(__dirname, '../../../..');
const SOURCES = ['packages', 'apps'].map((folder) => join(REPO, folder));
const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static', '.turbo', 'coverage']);

function filesUnder(folder: string, wanted: (name: string) => boolean): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path, wanted);
    return wanted(entry.name) ? [path] : [];
  });
}

const sourceFiles = (wanted: (name: string) => boolean) =>
  SOURCES.flatMap((folder) => filesUnder(folder, wanted)).filter((path) =>
    relative(REPO, path).split('/').includes('src'),
  );

describe('the width queries of a stylesheet', () => {
  it('accepts "from N" and "below N" at the breakpoints, and queries that are not widths', () => {
    const css = `
      @media (min-width: 768px) { a { color: red } }
      @media (max-width: 767.98px) { a { color: red } }
      @media screen and (min-width: 1200px) and (max-width: 1399.98px) { a { color: red } }
      @media (prefers-reduced-motion: reduce) { a { color: red } }
      @media (min-height: 700px) { a { color: red } }`;
    expect(widthQueryProblems(css)).toEqual([]);
  });

  it('names a width that is not a breakpoint, a whole-pixel "below", other units and ranges', () => {
    const css = `
      @media (min-width: 800px) { a { color: red } }
      @media (max-width: 767px) { a { color: red } }
      @media (min-width: 48em) { a { color: red } }
      @media (width >= 768px) { a { color: red } }
      @container (min-width: 500px) { a { color: red } }`;
    expect(widthQueryProblems(css)).toEqual([
      '(min-width: 800px)',
      '(max-width: 767px)',
      '(min-width: 48em)',
      '(width >= 768px)',
      '(min-width: 500px)',
    ]);
  });
});

describe('every widget', () => {
  it('has stylesheets whose width queries are the breakpoints of SPEC §9', () => {
    const sheets = sourceFiles((name) => name.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(10);
    const problems = sheets.flatMap((path) =>
      widthQueryProblems(readFileSync(path, 'utf8')).map(
        (query) => `${relative(REPO, path)}: ${query}`,
      ),
    );
    expect(problems, `use one of ${WIDTH_BREAKPOINTS.join(', ')} px`).toEqual([]);
    expect(BELOW_WIDTH_STEP).toBeLessThan(1);
  });

  it('decides on widths in code only through this helper', () => {
    const here = join(REPO, 'packages/ui/src/breakpoints');
    const code = sourceFiles(
      (name) => /\.tsx?$/.test(name) && !/\.(test|stories|e2e)\.tsx?$/.test(name),
    ).filter((path) => !path.startsWith(here));
    expect(code.length).toBeGreaterThan(50);
    const breakpoint = new RegExp(`\\b(${WIDTH_BREAKPOINTS.join('|')})\\b`);
    const problems = code.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .map((line) => line.replace(/\/\/.*$/, '').replace(/^\s*(\/\*\*?|\*).*$/, ''))
        .flatMap((line, index) => {
          const where = `${relative(REPO, path)}:${index + 1}`;
          if (breakpoint.test(line)) return [`${where}: a breakpoint written as a number`];
          if (/matchMedia\([^)]*width/.test(line)) return [`${where}: a width media query`];
          if (/\bscreen\.(width|height)\b/.test(line)) return [`${where}: the screen read`];
          return [];
        }),
    );
    expect(problems).toEqual([]);
  });
});
