// Builds the deployable and the demo site:
//   dist/site/widgets/  loader.js, w/{widget}.js, w/{package}.css, w/runtime-{hash}.js and the
//                       shared chunks, manifest.json
//   dist/site/*.html    the demo pages, as a CMS would render them
//   dist/demo/          the same, with the fake backend running in the browser
//   dist/live.mjs       the live demo server's pages and fake backend (scripts/demoServer.js)
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as esbuild, transform as esbuildTransform } from 'esbuild';
import { minify } from 'terser';
import { build as viteBuild } from 'vite';
import { directImports } from './directImports.js';
import { registry } from './registry.js';
import { buildLiveServerModule } from './liveModule.js';
import { rawText } from './rawText.js';
import { yieldBetweenChunks } from './yieldBetweenChunks.js';
import { noEmptyCssComments } from './noEmptyCssComments.js';
import { liftStylesheets, widgetEntries } from './widgetEntries.js';
import { inlineHooks } from './inlineHooks.js';
import { withoutDroppedDeps } from './droppedDeps.js';
import { EVERY_PAGE, SHARED_GROUPS, libraryName, packageEntryName } from './chunks.js';

const app = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(app, 'dist');
const CONDITIONS = ['source', 'module', 'browser', 'production'];
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
async function buildWidgets(outDir, demo, styled = new Set(Object.keys(registry))) {
  const names = Object.keys(registry);
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
      liftStylesheets,
      directImports(),
      inlineHooks(),
      widgetEntries({ demo, styled, stylesheetOf }),
      yieldBetweenChunks(),
      noEmptyCssComments,
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
 * The design tokens and the base look of controls (`@casino/ui/tokens.css`,
 * `@casino/ui/controls.css`) open every package stylesheet, so each widget has them
 * whichever stylesheet comes first. They weigh nothing (`:where()`), so a second copy
 * never undoes what the host or a widget set.
 */
async function designTokens() {
  const files = ['tokens.css', 'controls.css'].map((name) =>
    path.join(packageDir('@casino/ui'), 'src/tokens', name),
  );
  const css = (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');
  const { code } = await esbuildTransform(css, { loader: 'css', minify: true });
  return code.trim();
}

/**
 * A package's CSS is one file, `w/{package}.css` (`w/site.css` for the every-page
 * widgets' packages together), loaded by each of its widgets: the styles of all its
 * widgets and of the chunks they share with other widgets (the interface primitives), so
 * a widget loads one stylesheet and widgets of one package share it.
 */
async function bundlePackageCss(outDir, names) {
  const tokens = await designTokens();
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
    const stylesheet = stylesheetOf(registry[name].package);
    stylesheets.set(stylesheet, [...(stylesheets.get(stylesheet) ?? []), name]);
  }
  const withCss = new Set();
  // The CSS files in the stylesheet each styled widget loads before it starts.
  const loadedBefore = new Map();
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
    await writeFile(path.join(outDir, 'w', stylesheet), [tokens, ...parts].join('\n'));
    for (const name of widgets) if (withCss.has(name)) loadedBefore.set(name, new Set(files));
  }
  await dropStylesheetsLoadedAlready(outDir, chunks, loadedBefore);
  await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
  await removeUnreferencedCss(path.join(outDir, 'w'), [...stylesheets.keys()]);
  return withCss;
}

/**
 * A chunk loaded on demand has the bundler load the CSS of everything it imports first,
 * the interface primitives' too. But every widget that can load it had its package's
 * stylesheet loaded before it started, and that holds the CSS of all the widget imports
 * at once: CSS in there is not named again, and the chunk is not held back by a request
 * for CSS the page has. It leaves the bundler's list of a file's dependencies, whose
 * indexes then follow (`droppedDeps.js`).
 */
async function dropStylesheetsLoadedAlready(outDir, chunks, loadedBefore) {
  const entries = Object.keys(chunks).filter((key) => chunks[key].isEntry);
  const startedBy = new Map();
  for (const entry of entries) {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      const { file, imports = [], dynamicImports = [] } = chunks[key];
      startedBy.set(file, [...(startedBy.get(file) ?? []), entry]);
      [...imports, ...dynamicImports].forEach(visit);
    };
    visit(entry);
  }
  for (const [file, widgets] of startedBy) {
    const code = await readFile(path.join(outDir, file), 'utf8');
    const kept = withoutDroppedDeps(
      code.replace(/(["'`])\.\/([\w.-]+\.css)\1/g, (named, quote, css) =>
        widgets.every((entry) => loadedBefore.get(chunks[entry].name)?.has(`w/${css}`))
          ? '""'
          : named,
      ),
    );
    if (kept !== code) await writeFile(path.join(outDir, file), kept);
  }
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
    // `true` as 1: the loader passes booleans only where any truthy value does.
    compress: {
      passes: 3,
      unsafe: true,
      unsafe_arrows: true,
      pure_getters: true,
      booleans_as_integers: true,
    },
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
          ...(files.includes(stylesheetOf(registry[name].package)) && {
            css: `w/${stylesheetOf(registry[name].package)}`,
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
    plugins: [rawText],
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
await buildLiveServerModule(app, dist);
await rm(path.join(dist, '.pages.mjs'), { force: true });
if (!existsSync(path.join(dist, 'demo/index.html'))) throw new Error('demo pages missing');
console.log('Built dist/site (deployable) and dist/demo (demo site with the fake backend).');
