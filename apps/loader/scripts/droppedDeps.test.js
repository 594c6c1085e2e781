// The stylesheets a page has already leave the bundler's dependency lists of the chunks
// loaded on demand, with the indexes that name them (scripts/droppedDeps.js).
import { describe, expect, it } from 'vitest';
import { withoutDroppedDeps } from './droppedDeps.js';

const list = (deps) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=[${deps}])))=>i.map(i=>d[i]);\n`;

describe('dependency lists without the dropped stylesheets', () => {
  it('keeps the stylesheets still named, under their new indexes', () => {
    const code = `${list('"","./a.css","","./b.css"')}p(()=>import("./x.js"),__vite__mapDeps([0,1,2,3]));p(()=>import("./y.js"),__vite__mapDeps([2,3]));p(()=>import("./z.js"),__vite__mapDeps([2]));`;
    expect(withoutDroppedDeps(code)).toBe(
      `${list('"./a.css","./b.css"')}p(()=>import("./x.js"),__vite__mapDeps([0,1]));p(()=>import("./y.js"),__vite__mapDeps([1]));p(()=>import("./z.js"),[]);`,
    );
  });

  it('drops a list left empty and its helper: each use is an empty list', () => {
    const code = `${list('"",""')}p(()=>import("./x.js"),__vite__mapDeps([0,1]),import.meta.url);`;
    expect(withoutDroppedDeps(code)).toBe('p(()=>import("./x.js"),[],import.meta.url);');
  });

  it('leaves a list with nothing dropped, and code without a list, as they are', () => {
    const code = `${list('"./a.css"')}p(()=>import("./x.js"),__vite__mapDeps([0]));`;
    expect(withoutDroppedDeps(code)).toBe(code);
    expect(withoutDroppedDeps('export const a = 1;')).toBe('export const a = 1;');
  });
});
