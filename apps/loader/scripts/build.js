// Builds the deployable and the demo site:
//   dist/site/widgets/  loader.js, w/{widget}.js, w/{package}.css, w/runtime-{hash}.js and the
//                       shared chunks, manifest.json
//   dist/site/*.html    the demo pages, as a CMS would render them
//   dist/demo/          the same, with the fake backend running in the browser
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { minify } from 'terser';
import { build as viteBuild } from 'vite';
import { directImports } from './directImports.js';

const app = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(app, 'dist');
const registry = JSON.parse(await readFile(path.join(app, 'src/registry.json'), 'utf8'));
const CONDITIONS = ['source', 'module', 'browser', 'production'];
// React, the signals runtime, zod, ky, the core and the bundler's own helpers: one chunk
// per page, shared by all widgets (human verification, which the core loads on the first
// form sent, and the worker fetch of large list answers, loaded with the first, apart). The contract's schemas are not in it: each goes with
// the widgets that call its endpoints (the core's own calls pull theirs in).
const RUNTIME =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|@preact|zod|ky|use-sync-external-store)[\\/]|[\\/]packages[\\/]core[\\/](?!src[\\/](humanVerification|offThread))|preload-helper|rolldown[\\/]runtime/;
/**
 * Code shared by widgets of one package (the accounts, the reviews, ...) is one chunk per
 * package, and the interface primitives and schemas shared by widgets of several packages
 * one `ui` chunk: a page needs a few larger chunks instead of a dozen small ones. A
 * primitive or schema only one package uses goes with that package's code (the building
 * blocks: ui, api and search-select).
 */
const PACKAGE = /[\\/]packages[\\/]([\w-]+)[\\/]src[\\/]/;
const LIBRARY = new Set(['ui', 'api', 'search-select']);
/**
 * The widgets in the layout of every page (the header, the footer, the page helpers):
 * what they share is loaded on every page anyway, so it is the `ui` chunk (and a
 * package's code they use, its package chunk); what only the widgets of some pages share
 * (lists, reviews, the signup page) is `ui-pages` (and `{package}-pages`).
 */
const EVERY_PAGE_WIDGETS = new Set([
  'auth',
  'login-popup',
  'search',
  'notifications',
  'newsletter',
  'page-helpers',
]);
const EVERY_PAGE = new Set(
  [...EVERY_PAGE_WIDGETS].map((name) => registry.widgets[name].package.replace('@casino/', '')),
);
/**
 * Code a package loads with `import()` (a dialog's forms, ...), and what only that code
 * imports, is a chunk of its own: grouped with the package's shared code, every widget of
 * the package would load it at once again. A widget that shows it at once imports it as is.
 */
function onDemand(id, context, seen = new Set()) {
  // Already asked further up: its other importers decide.
  if (seen.has(id)) return true;
  seen.add(id);
  const info = context.getModuleInfo(id);
  if (!info) return false;
  if (info.importers.length === 0) return info.dynamicImporters.length > 0;
  return info.importers.every((importer) => onDemand(importer, context, seen));
}
/**
 * The feature chunks that use a module: its package's chunk (`auth`, or `auth-lazy` for
 * code loaded on demand), or for a building block, the owners of everything importing it.
 */
function ownersOf(id, context, owners = new Set(), seen = new Set()) {
  if (seen.has(id)) return owners;
  seen.add(id);
  const name = PACKAGE.exec(id)?.[1];
  if (!name || name === 'core') return owners;
  if (!LIBRARY.has(name)) {
    if (onDemand(id, context)) return owners.add(`${name}-lazy`);
    const atOnce = [...entriesOf(id, context, false)].map((entry) =>
      entry.slice(`\0${ENTRY_PREFIX}`.length),
    );
    if (atOnce.some((widget) => EVERY_PAGE_WIDGETS.has(widget))) return owners.add(name);
    // What one widget loads at once and the others of its package only on demand is
    // apart from what they all load at once: a page with one of the others does not
    // load it before it is wanted.
    return owners.add(atOnce.length === 1 ? `${name}-pages.${atOnce[0]}` : `${name}-pages`);
  }
  for (const importer of context.getModuleInfo(id)?.importers ?? [])
    ownersOf(importer, context, owners, seen);
  return owners;
}
/** The widget entries that load a module: at once, or (`onDemand`) also on demand. */
function entriesOf(id, context, onDemand = true, entries = new Set(), seen = new Set()) {
  if (seen.has(id)) return entries;
  seen.add(id);
  if (id.startsWith(`\0${ENTRY_PREFIX}`)) return entries.add(id);
  const info = context.getModuleInfo(id);
  const importers = [
    ...(info?.importers ?? []),
    ...(onDemand ? (info?.dynamicImporters ?? []) : []),
  ];
  for (const importer of importers) entriesOf(importer, context, onDemand, entries, seen);
  return entries;
}
const DIALOGS = /[\\/]packages[\\/]ui[\\/]src[\\/](dialog|modal-manager)[\\/]/;
const CSS = /\.css($|\?)/;
const hasCss = (id, context) =>
  CSS.test(id) ||
  (context.getModuleInfo(id)?.importedIds ?? []).some((imported) => CSS.test(imported));
function sharedChunkName(id, context) {
  const owners = [...ownersOf(id, context)];
  if (owners.length === 0) return null;
  // Code one package loads at once and on demand goes with what it loads at once.
  const packages = new Set(owners.map((owner) => owner.replace(/-(lazy|pages)(\..*)?$/, '')));
  const atOnce = owners.filter((owner) => !owner.endsWith('-lazy'));
  // Of a package's chunks loaded at once, the one that more of its widgets load.
  const shared = atOnce.find((name) => name.endsWith('-pages')) ?? atOnce[0];
  const owner = packages.size === 1 ? (atOnce.length > 0 ? shared : owners[0]) : null;
  // What an every-page widget loads at once is loaded on every page anyway: it goes in the
  // ui chunk rather than a chunk of its package, one more request on every page. Not a
  // module with a stylesheet: the ui chunk's CSS is in every package's stylesheet.
  if (owner !== null && !(EVERY_PAGE.has(owner) && !hasCss(id, context))) return owner;
  if (owners.some((name) => EVERY_PAGE.has(name))) return 'ui';
  // Dialogs and the modal manager open on an action or by a schedule on many kinds of page:
  // a chunk of their own, so a page that opens one does not load the lists' and tabs' code.
  if (DIALOGS.test(id)) return 'ui-dialogs';
  // What several packages load only on demand stays on demand: in ui-pages, every page
  // with a list or a tab would load it at once.
  if (atOnce.length === 0) return 'ui-lazy';
  return 'ui-pages';
}
/**
 * How many entry points load a module, as the bundler counts them: the widgets that load
 * it at once, and the chunks loaded with `import()` that import it, except those that only
 * widgets already holding it load.
 */
function shareCount(id, context) {
  const widgets = entriesOf(id, context, false);
  const dynamic = new Set();
  const seen = new Set();
  const up = (module) => {
    if (seen.has(module)) return;
    seen.add(module);
    const info = context.getModuleInfo(module);
    if (info?.dynamicImporters.length) dynamic.add(info);
    for (const importer of info?.importers ?? []) up(importer);
  };
  up(id);
  const loadedAlready = (info) =>
    info.dynamicImporters.every((importer) =>
      [...entriesOf(importer, context)].every((widget) => widgets.has(widget)),
    );
  return widgets.size + [...dynamic].filter((info) => !loadedAlready(info)).length;
}
/**
 * Which chunk a module of our packages goes in; null: the chunk of the one entry point
 * that loads it. What an every-page widget loads at once is in the `ui` chunk, even what
 * only that widget loads, leaving its entry the few bytes that mount it: one chunk
 * compresses far better than a dozen small entries that each name the runtime's exports,
 * and every page loads them all anyway. Not a module with a stylesheet (the ui chunk's
 * CSS is in every package's stylesheet), nor one importing a module that stays in its
 * entry: the chunk would import the entry, which waits for its stylesheet. Code that
 * several widgets load is grouped by `sharedChunkName`.
 */
function chunkNameOf(id, context, seen = new Map()) {
  if (RUNTIME.test(id)) return 'runtime';
  if (seen.has(id)) return seen.get(id);
  seen.set(id, 'ui');
  const atOnce = [...entriesOf(id, context, false)].map((entry) =>
    entry.slice(`\0${ENTRY_PREFIX}`.length),
  );
  const everyPage =
    atOnce.some((widget) => EVERY_PAGE_WIDGETS.has(widget)) &&
    !hasCss(id, context) &&
    (context.getModuleInfo(id)?.importedIds ?? [])
      .filter((imported) => PACKAGE.test(imported))
      .every((imported) => chunkNameOf(imported, context, seen) !== null);
  const name = everyPage ? 'ui' : shareCount(id, context) > 1 ? sharedChunkName(id, context) : null;
  seen.set(id, name);
  return name;
}
const SHARED_GROUPS = [
  { name: 'runtime', test: RUNTIME, priority: 2 },
  {
    name: (id, context) => chunkNameOf(id, context),
    debugName: 'packages',
    test: PACKAGE,
    priority: 1,
    includeDependenciesRecursively: false,
  },
];

const LIBRARY_ENTRY =
  /[\\/]node_modules[\\/](?:@([^\\/]+)[\\/])?([^\\/]+)[\\/](?:dist|lib)[\\/](?:index|entry)\.[cm]?js$/;
/** `…/node_modules/@zxcvbn-ts/language-common/dist/index.mjs` → `zxcvbn-ts-language-common` */
function libraryName(id) {
  const match = LIBRARY_ENTRY.exec(id ?? '');
  return match ? [match[1], match[2]].filter(Boolean).join('-') : undefined;
}

/** `…/packages/editor/src/index.ts` → `editor`: a chunk that starts at a package's entry. */
function packageEntryName(id) {
  return /[\\/]packages[\\/]([\w-]+)[\\/]src[\\/]index\.[jt]sx?$/.exec(id ?? '')?.[1];
}

/** Workspace packages are linked into this app's node_modules by pnpm. */
function packageDir(name) {
  return realpathSync(path.join(app, 'node_modules', name));
}

/**
 * A package's stylesheet, shared by its widgets: `w/{package}.css`. The packages of the
 * widgets every page has share one, `w/site.css`: a page loads it in one request instead
 * of one per package.
 */
const EVERY_PAGE_STYLESHEET = 'site.css';
const stylesheetOf = (packageName) => {
  const name = packageName.replace(/^@casino\//, '');
  return EVERY_PAGE.has(name) ? EVERY_PAGE_STYLESHEET : `${name}.css`;
};

/**
 * The chunk of one widget: its mount function as default export, its package's stylesheet
 * loaded first when the widget's own code has CSS (`styled`; CSS that only a chunk loaded
 * on demand imports comes with that chunk).
 */
function entryCode(name, demo, styled) {
  const widget = registry.widgets[name];
  const lines = [];
  if (demo) lines.push(`import ${JSON.stringify(path.join(app, 'src/demo/boot.ts'))};`);
  lines.push(`import { ${widget.export} as widget } from ${JSON.stringify(widget.package)};`);
  if (styled.has(name)) {
    const href = JSON.stringify(stylesheetOf(widget.package));
    lines.push(`import { loadStylesheet } from '@casino/core';`);
    lines.push(`await loadStylesheet(import.meta.url.replace(/[^/]*\\.js(?=\\?|$)/, ${href}));`);
  }
  lines.push('export default widget.mount;');
  return lines.join('\n');
}

const ENTRY_PREFIX = 'virtual:widget/';
function widgetEntries(demo, styled) {
  const prefix = ENTRY_PREFIX;
  return {
    name: 'widget-entries',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load: (id) =>
      id.startsWith(`\0${prefix}`) ? entryCode(id.slice(prefix.length + 1), demo, styled) : null,
  };
}

/**
 * The signals runtime imports `use-sync-external-store/shim`, a CommonJS polyfill that on
 * React 18 and later hands over to React's own hook: React's hook itself, without the shim.
 */
const syncExternalStore = {
  name: 'use-sync-external-store',
  enforce: 'pre',
  resolveId: (id) =>
    /^use-sync-external-store\/shim(\/index\.js)?$/.test(id) ? '\0sync-external-store' : null,
  load: (id) =>
    id === '\0sync-external-store' ? `export { useSyncExternalStore } from 'react';` : null,
};

/**
 * CommonJS libraries loaded on demand (SockJS, for the live channel) come in as one ES
 * module, with esbuild's own CommonJS shims inside. Left as CommonJS they would share the
 * bundler's helpers with React's chunk, which the bundler then keeps in a chunk of its own:
 * one more request on every page.
 */
const ON_DEMAND_COMMONJS = new Set(['sockjs-client']);
const COMMONJS_AS_ESM = '\0commonjs-as-esm:';
const commonJsAsEsm = {
  name: 'commonjs-as-esm',
  enforce: 'pre',
  resolveId: {
    filter: { id: new RegExp(`^(${[...ON_DEMAND_COMMONJS].join('|')})$`) },
    async handler(id, importer) {
      const resolved = await this.resolve(id, importer, { skipSelf: true });
      return resolved && `${COMMONJS_AS_ESM}${resolved.id}`;
    },
  },
  load: {
    filter: { id: new RegExp(`^${COMMONJS_AS_ESM}`) },
    handler: async (id) => {
      const result = await esbuild({
        entryPoints: [id.slice(COMMONJS_AS_ESM.length)],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
      });
      return result.outputFiles[0].text;
    },
  },
};

/**
 * The bundler loads the stylesheets of a chunk loaded on demand before the chunk, with a
 * helper that also preloads scripts (which this build turns off) and watches for errors
 * the loader already handles: the core's stylesheet loader does that part in a few lines.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const stylesheetsFirst = {
  name: 'stylesheets-first',
  enforce: 'pre',
  resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
  load: (id) =>
    id === PRELOAD_HELPER
      ? `import { loadStylesheet } from ${JSON.stringify(path.join(packageDir('@casino/core'), 'src/stylesheet.ts'))};
export const __vitePreload = (load, deps, importerUrl) =>
  Promise.all(
    (deps ?? [])
      .filter((dep) => dep.endsWith('.css'))
      .map((dep) => loadStylesheet(new URL(dep, importerUrl).href)),
  ).then(() => load());`
      : null,
};

/**
 * Builds the widget chunks. Which widgets have CSS of their own is known once built: the
 * first build assumes all, and when some have none they are built again without it.
 */
async function buildWidgets(outDir, demo, styled = new Set(Object.keys(registry.widgets))) {
  const names = Object.keys(registry.widgets);
  await viteBuild({
    configFile: false,
    root: app,
    logLevel: 'warn',
    mode: 'production',
    base: './',
    resolve: { conditions: CONDITIONS },
    define: { global: 'globalThis' },
    plugins: [
      syncExternalStore,
      commonJsAsEsm,
      stylesheetsFirst,
      directImports(),
      widgetEntries(demo, styled),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      modulePreload: false,
      cssCodeSplit: true,
      reportCompressedSize: false,
      rolldownOptions: {
        treeshake: { manualPureFunctions: ['z'] },
        input: Object.fromEntries(names.map((name) => [name, `virtual:widget/${name}`])),
        // Shared code may be folded into an entry chunk (which then exports it too).
        preserveEntrySignatures: 'allow-extension',
        output: {
          entryFileNames: 'w/[name].js',
          // A chunk that starts at a library's or a package's entry is named after it.
          chunkFileNames: (chunk) =>
            `w/${libraryName(chunk.facadeModuleId) ?? packageEntryName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
          assetFileNames: 'w/[name]-[hash][extname]',
          codeSplitting: { groups: SHARED_GROUPS },
        },
      },
    },
  });
  const withCss = await bundlePackageCss(outDir, names);
  if ([...styled].some((name) => !withCss.has(name))) return buildWidgets(outDir, demo, withCss);
  return names;
}

/**
 * A package's CSS is one file, `w/{package}.css` (`w/site.css` for the every-page
 * widgets' packages together), loaded by each of its widgets: the styles of all its
 * widgets and of the chunks they share with other widgets (the interface primitives), so
 * a widget loads one stylesheet and widgets of one package share it.
 */
async function bundlePackageCss(outDir, names) {
  const manifestFile = path.join(outDir, '.vite/manifest.json');
  const chunks = JSON.parse(await readFile(manifestFile, 'utf8'));
  const cssOf = (key, seen) => {
    if (seen.has(key)) return [];
    seen.add(key);
    const chunk = chunks[key];
    return [...(chunk.imports ?? []).flatMap((child) => cssOf(child, seen)), ...(chunk.css ?? [])];
  };
  const stylesheets = new Map();
  for (const name of names) {
    const stylesheet = stylesheetOf(registry.widgets[name].package);
    stylesheets.set(stylesheet, [...(stylesheets.get(stylesheet) ?? []), name]);
  }
  const withCss = new Set();
  for (const [stylesheet, widgets] of stylesheets) {
    const seen = new Set();
    const files = widgets.flatMap((name) => {
      const own = cssOf(
        Object.keys(chunks).find((id) => chunks[id].isEntry && chunks[id].name === name),
        new Set(),
      );
      if (own.length) withCss.add(name);
      return own.filter((file) => !seen.has(file) && seen.add(file));
    });
    if (files.length === 0) continue;
    const parts = await Promise.all(files.map((file) => readFile(path.join(outDir, file), 'utf8')));
    await writeFile(path.join(outDir, 'w', stylesheet), parts.join('\n'));
  }
  await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
  await removeUnreferencedCss(path.join(outDir, 'w'), [...stylesheets.keys()]);
  return withCss;
}

/**
 * The bundler's CSS files now inside a package's stylesheet go, unless a chunk loaded on
 * demand still names them (its CSS loads with it).
 */
async function removeUnreferencedCss(dir, keep) {
  const files = await readdir(dir);
  const scripts = await Promise.all(
    files
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFile(path.join(dir, file), 'utf8')),
  );
  for (const file of files.filter((name) => name.endsWith('.css') && !keep.includes(name))) {
    if (!scripts.some((code) => code.includes(`./${file}`))) await rm(path.join(dir, file));
  }
}

/** A content hash of everything built: the `?v=` of the chunk addresses. */
async function buildId(dir) {
  const hash = createHash('sha256');
  for (const file of (await readdir(dir, { recursive: true })).sort()) {
    if (file.endsWith('.js') || file.endsWith('.css'))
      hash.update(file).update(await readFile(path.join(dir, file)));
  }
  return BigInt(`0x${hash.digest('hex').slice(0, 12)}`).toString(36);
}

async function buildLoader(outDir, manifest) {
  const result = await esbuild({
    entryPoints: [path.join(app, 'src/loader.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    define: { __MANIFEST__: JSON.stringify({ v: manifest.version }) },
  });
  const { code } = await minify(result.outputFiles[0].text, {
    module: true,
    toplevel: true,
    compress: { passes: 3, unsafe: true, unsafe_arrows: true, pure_getters: true },
    mangle: { toplevel: true },
  });
  await writeFile(path.join(outDir, 'loader.js'), code);
}

async function buildSite(target, demo) {
  const root = path.join(dist, target);
  const widgetsDir = path.join(root, 'widgets');
  await rm(root, { recursive: true, force: true });
  const names = await buildWidgets(widgetsDir, demo);
  const files = await readdir(path.join(widgetsDir, 'w'));
  const manifest = {
    version: await buildId(widgetsDir),
    runtime: `w/${files.find((file) => /^runtime-.*\.js$/.test(file))}`,
    widgets: Object.fromEntries(
      names.map((name) => [
        name,
        {
          js: `w/${name}.js`,
          ...(files.includes(stylesheetOf(registry.widgets[name].package)) && {
            css: `w/${stylesheetOf(registry.widgets[name].package)}`,
          }),
        },
      ]),
    ),
  };
  await writeFile(path.join(widgetsDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await buildLoader(widgetsDir, manifest);
  await writePages(root, demo);
  if (demo)
    await cp(
      path.join(packageDir('@casino/mocks'), 'public/mockServiceWorker.js'),
      path.join(root, 'mockServiceWorker.js'),
    );
}

/** The demo pages are written in TypeScript next to the fixtures they show. */
async function writePages(root, demo) {
  const out = path.join(dist, '.pages.mjs');
  await esbuild({
    entryPoints: [path.join(app, 'demo/pages.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    conditions: ['source'],
    outfile: out,
    logLevel: 'warning',
  });
  const { renderPages } = await import(`${pathToFileURL(out).href}?${Date.now()}`);
  for (const [file, html] of Object.entries(renderPages({ demo }))) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), html);
  }
}

await mkdir(dist, { recursive: true });
await buildSite('site', false);
await buildSite('demo', true);
await rm(path.join(dist, '.pages.mjs'), { force: true });
if (!existsSync(path.join(dist, 'demo/index.html'))) throw new Error('demo pages missing');
console.log('Built dist/site (deployable) and dist/demo (demo site with the fake backend).');
