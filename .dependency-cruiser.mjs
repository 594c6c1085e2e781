// The arrows of the README, checked by dependency-cruiser (`pnpm lint`, `pnpm test`): the
// rules are derived from the layer each workspace package declares in its own package.json,
// `"casino": { "layer": "<layer>" }`, so a new package chooses its place where it is made.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The layers from the bottom up; a package imports only its own layer and those below it.
 * - api: the /frontendService contract; mocks: the fake backend, which speaks it;
 * - core: the runtime; ui: the interface primitives;
 * - block: building blocks several features share (beside ui, may use it);
 * - feature: a package of widgets; app: the loader and the deployable;
 * - tooling: test and development tools (the browser-test helpers, Storybook).
 */
const LAYERS = ['api', 'mocks', 'core', 'ui', 'block', 'feature', 'app', 'tooling'];

/** Layers only tests, stories, their helpers and the demo may import, never production code. */
const TEST_ONLY = ['mocks', 'tooling'];

/** Where the workspace packages live (pnpm-workspace.yaml). */
const WORKSPACE_DIRS = ['packages', 'apps'];

/**
 * Every workspace package as `{ dir, name, layer }`, `dir` relative to the root
 * ("packages/ui").
 */
function workspacePackages() {
  const dirs = [
    'mocks',
    ...WORKSPACE_DIRS.flatMap((parent) =>
      readdirSync(path.join(root, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${parent}/${entry.name}`),
    ),
  ];
  return dirs.map((dir) => {
    const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    const layer = manifest.casino?.layer;
    if (!LAYERS.includes(layer)) {
      throw new Error(
        `${dir}/package.json: declare the package's layer, "casino": { "layer": "…" }, ` +
          `one of ${LAYERS.join(', ')} (see .dependency-cruiser.mjs)`,
      );
    }
    return { dir, name: manifest.name, layer };
  });
}

const packages = workspacePackages();
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A pattern for the files of the packages of `layers` (null when there are none), also
 * matching their names: an import of a package that is not among the importer's
 * dependencies does not resolve, and is then known by its name alone.
 */
function pathsOf(layers) {
  const chosen = packages.filter((pkg) => layers.includes(pkg.layer));
  if (chosen.length === 0) return null;
  const dirs = chosen.map((pkg) => escape(pkg.dir)).join('|');
  const names = chosen.map((pkg) => escape(pkg.name)).join('|');
  return `^(${dirs})/|^(${names})(/|$)`;
}

/** Files that are not shipped: tests, stories and their helpers, the demo of the loader. */
const NOT_PRODUCTION = [
  '[.](test|stories|e2e)[.][jt]sx?$',
  '/testing[.]tsx?$',
  '/test/',
  '/[sS]tory[^/]*[.][jt]sx?$',
  '^apps/loader/src/demo/',
];
/** Production code: the src/ of every package that is shipped, less NOT_PRODUCTION. */
const PRODUCTION = `^(${packages
  .filter((pkg) => !TEST_ONLY.includes(pkg.layer))
  .map((pkg) => escape(pkg.dir))
  .join('|')})/src/`;

const layerRules = LAYERS.flatMap((layer, rank) => {
  const from = pathsOf([layer]);
  const above = LAYERS.slice(rank + 1).filter((higher) => !TEST_ONLY.includes(higher));
  const to = pathsOf(above);
  if (!from || !to) return [];
  return [
    {
      name: `${layer}-imports-a-higher-layer`,
      severity: 'error',
      comment:
        `A package of the ${layer} layer imports only its own layer and those below ` +
        `(${LAYERS.slice(0, rank).join(', ') || 'none'}), never ${above.join(', ')}. ` +
        'Move what both need down to the lower layer, or let the higher layer hand it in ' +
        "(props, a callback, core's events and signals).",
      from: { path: from },
      to: { path: to },
    },
  ];
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...layerRules,
    {
      name: 'feature-imports-a-feature',
      severity: 'error',
      comment:
        "A feature never imports another feature. Talk through core's events and signals, " +
        'or move the shared part to a building block (layer "block") or to ui.',
      from: { path: '^(packages/[^/]+)/' },
      to: { path: pathsOf(['feature']), pathNot: '^$1/' },
    },
    {
      name: 'production-imports-test-code',
      severity: 'error',
      comment:
        'Production code never imports @casino/mocks (the fake backend) or the test tooling; ' +
        'only tests, stories, their helpers and the demo do. Move the import into one of them, ' +
        'or take the data from @casino/api or a fixture of the test.',
      from: { path: PRODUCTION, pathNot: NOT_PRODUCTION },
      to: { path: pathsOf(TEST_ONLY) },
    },
    {
      name: 'circular-import',
      severity: 'error',
      comment:
        'These modules import each other in a circle (runtime imports; type-only imports do not ' +
        'count). Move the part both need into a module of its own that neither imports back.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|coverage)/' },
    doNotFollow: { path: 'node_modules' },
    // See type-only imports (to check them against the layers; circles ignore them).
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // Workspace packages resolve to their sources, as in the editor and the tests.
      conditionNames: ['source', 'import', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main'],
    },
    cache: false,
  },
};
