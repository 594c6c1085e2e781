// Builds the deployable and the demo site:
//   dist/site/widgets/  loader.js, w/{widget}.js + .css, w/runtime-{hash}.js, manifest.json
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

const app = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(app, 'dist');
const registry = JSON.parse(await readFile(path.join(app, 'src/registry.json'), 'utf8'));
const CONDITIONS = ['source', 'module', 'browser', 'production'];
// React, the signals runtime, zod, ky and the core: one chunk per page, shared by all widgets.
const RUNTIME =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|@preact|zod|ky|use-sync-external-store)[\\/]|[\\/]packages[\\/](core|api)[\\/]/;

/** Workspace packages are linked into this app's node_modules by pnpm. */
function packageDir(name) {
  return realpathSync(path.join(app, 'node_modules', name));
}

async function hasCss(name) {
  const src = path.join(packageDir(name), 'src');
  return (await readdir(src, { recursive: true })).some((file) => file.endsWith('.css'));
}

/** The chunk of one widget: its mount function as default export, its CSS loaded first. */
async function entryCode(name, demo) {
  const widget = registry.widgets[name];
  const lines = [];
  if (demo) lines.push(`import ${JSON.stringify(path.join(app, 'src/demo/boot.ts'))};`);
  lines.push(`import { ${widget.export} as widget } from ${JSON.stringify(widget.package)};`);
  if (await hasCss(widget.package)) {
    lines.push(`import { loadStylesheet } from '@casino/core';`);
    lines.push(`await loadStylesheet(import.meta.url.replace(/\\.js(?=\\?|$)/, '.css'));`);
  }
  lines.push('export default widget.mount;');
  return lines.join('\n');
}

function widgetEntries(demo) {
  const prefix = 'virtual:widget/';
  return {
    name: 'widget-entries',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load: (id) =>
      id.startsWith(`\0${prefix}`) ? entryCode(id.slice(prefix.length + 1), demo) : null,
  };
}

async function buildWidgets(outDir, demo) {
  const names = Object.keys(registry.widgets);
  await viteBuild({
    configFile: false,
    root: app,
    logLevel: 'warn',
    mode: 'production',
    base: './',
    resolve: { conditions: CONDITIONS },
    define: { global: 'globalThis' },
    plugins: [widgetEntries(demo)],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: false,
      cssCodeSplit: true,
      reportCompressedSize: false,
      rolldownOptions: {
        input: Object.fromEntries(names.map((name) => [name, `virtual:widget/${name}`])),
        preserveEntrySignatures: 'exports-only',
        output: {
          entryFileNames: 'w/[name].js',
          chunkFileNames: 'w/[name]-[hash].js',
          assetFileNames: (asset) =>
            asset.names.some((n) => n.endsWith('.css'))
              ? 'w/[name][extname]'
              : 'w/[name]-[hash][extname]',
          codeSplitting: { groups: [{ name: 'runtime', test: RUNTIME }] },
        },
      },
    },
  });
  return names;
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
    define: { __MANIFEST__: JSON.stringify({ v: manifest.version, p: manifest.pageWidgets }) },
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
        { js: `w/${name}.js`, ...(files.includes(`${name}.css`) && { css: `w/${name}.css` }) },
      ]),
    ),
    pageWidgets: registry.pageWidgets,
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
