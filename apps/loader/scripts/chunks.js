// How the widgets' code is split into chunks: the bundler's code-splitting groups, and
// the names of the chunks it makes on its own.
import { registry } from './registry.js';

/** The widget entries' module ids: `\0virtual:widget/{name}`. */
export const ENTRY_PREFIX = 'virtual:widget/';

// React, the signals runtime, zod, ky, the core and the bundler's own helpers: one chunk
// per page, shared by all widgets (human verification, which the core loads on the first
// form sent, the worker fetch of large list answers, loaded with the first, the upload
// that reports its progress, loaded with the first file, and the live channel's STOMP
// client, loaded by its first listener, apart; and the legal gates, which only the widgets
// of a gate and of what it guards import, through `@casino/core/gates`).
// The contract's schemas are not in it: each goes with the widgets that call its
// endpoints (the core's own calls pull theirs in).
const RUNTIME =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|@preact|zod|ky|use-sync-external-store)[\\/]|[\\/]packages[\\/]core[\\/](?!src[\\/](humanVerification|offThread|uploadProgress|gates|live[\\/]))|preload-helper|rolldown[\\/]runtime/;
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
 * The widgets in the layout of every page (the header, the footer, the page helpers, the
 * site's modals and notices): what they share is loaded on every page anyway, so it is the
 * `ui` chunk (and a package's code they use, its package chunk); what only the widgets of
 * some pages share (lists, reviews, the signup page) is `ui-pages` (and `{package}-pages`).
 */
const EVERY_PAGE_WIDGETS = new Set([
  'auth',
  'login-popup',
  'search',
  'notifications',
  'newsletter',
  'page-helpers',
  'site-modals',
]);
export const EVERY_PAGE = new Set(
  [...EVERY_PAGE_WIDGETS].map((name) => registry[name].package.replace('@casino/', '')),
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
/**
 * The page's modal manager and the open state of modals by id: what a widget with a modal
 * that opens by a schedule runs at mount (the newsletter modal of a content page), apart
 * from the dialogs' code (focus, scroll lock), which that page needs only once it opens.
 */
const MODALS = /[\\/]packages[\\/]ui[\\/]src[\\/](modal-manager[\\/]|dialog[\\/]useModal\.ts$)/;
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
  // chunks of their own, so a page that opens one does not load the lists' and tabs' code.
  if (MODALS.test(id)) return 'ui-modals';
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
export const SHARED_GROUPS = [
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
export function libraryName(id) {
  const match = LIBRARY_ENTRY.exec(id ?? '');
  return match ? [match[1], match[2]].filter(Boolean).join('-') : undefined;
}

/** `…/packages/editor/src/index.ts` → `editor`: a chunk that starts at a package's entry. */
export function packageEntryName(id) {
  return /[\\/]packages[\\/]([\w-]+)[\\/]src[\\/]index\.[jt]sx?$/.exec(id ?? '')?.[1];
}
