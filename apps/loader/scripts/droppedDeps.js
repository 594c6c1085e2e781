/**
 * The bundler's list of a chunk's dependencies (`__vite__mapDeps`, read by index) once the
 * stylesheets the page has already are left as `""` in it (build.js,
 * `dropStylesheetsLoadedAlready`): the `""` go and the indexes follow, a use that names
 * nothing is an empty list, and a list left empty goes with its helper. Bytes of the
 * chunks that load others on demand (the editor, the thread page, ...), for nothing.
 */
const DECLARATION =
  /const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=\[([^\]]*)\]\)\)\)=>i\.map\(i=>d\[i\]\);\n?/;
const USE = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

export function withoutDroppedDeps(code) {
  const declaration = DECLARATION.exec(code);
  if (!declaration) return code;
  const deps = JSON.parse(`[${declaration[1]}]`);
  if (!deps.includes('')) return code;
  const kept = deps.filter((dep) => dep !== '');
  const indexOf = deps.map((dep) => (dep === '' ? -1 : kept.indexOf(dep)));
  const uses = code.replace(USE, (_, list) => {
    const left = list
      .split(',')
      .filter(Boolean)
      .map((index) => indexOf[Number(index)])
      .filter((index) => index >= 0);
    return left.length ? `__vite__mapDeps([${left.join(',')}])` : '[]';
  });
  const list = JSON.stringify(kept).slice(1, -1);
  return uses.replace(
    declaration[0],
    kept.length ? declaration[0].replace(declaration[1], list) : '',
  );
}
