// The import rules `npm run lint` enforces (CONTRIBUTING.md, "Layers and imports"). Each rule
// fails lint and names the importing file.

// One known circle waits for its owner, h50c (src/deferred, issue 50): deferred/parts.tsx loads
// pages/DashboardPage/LowerPart, and DashboardPage imports deferred/parts. When it goes, KNOWN_CIRCLE,
// .dependency-cruiser-known-violations.json and --ignore-known go too. Folder rules ignore the baseline file, hence KNOWN_CIRCLE.
const KNOWN_CIRCLE = '^src/(deferred|pages/DashboardPage)$';

/**
 * The layers of src/, bottom first. A file may import its own layer and the ones below it,
 * never one above: the foundation knows nothing of React data or components, components know
 * nothing of pages, and only the entries (index.ts, server/) see everything.
 */
const LAYERS = [
  ['constants.ts', 'theme', 'format'],
  ['data'],
  // Hydration state: what the server rendered, read by everything that renders.
  ['ssr'],
  // The brand and motion contexts every component reads.
  ['config', 'motion'],
  ['components'],
  // Which parts of the page load or hydrate later: it names components, and pages use it.
  ['deferred'],
  ['pages', 'providers'],
  ['App.tsx'],
  ['index.ts', 'server'],
];

const pathOf = (names) => `^src/(${names.map((n) => n.replace('.', '\\.')).join('|')})($|/)`;
// Tests and their helpers: not cruised inside src/ (a test renders its part in providers, so
// its folder would seem to import the layers above), and free to import what they test elsewhere.
const TEST_FILES = '\\.test\\.tsx?$|/testing\\.tsx?$';

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer[0].replace(/\.tsx?$/, '')}`,
  comment: `src/${layer.join(', src/')} may not import a higher layer (${LAYERS.slice(index + 1)
    .flat()
    .join(', ')})`,
  severity: 'error',
  from: { path: pathOf(layer) },
  to: { path: pathOf(LAYERS.slice(index + 1).flat()) },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No two files import each other, directly or through others',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      comment: 'No two folders import each other, directly or through others',
      severity: 'error',
      scope: 'folder',
      from: { pathNot: KNOWN_CIRCLE },
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'Every import names a module that exists (a file missing from git fails here, not only in CI)',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    ...layerRules,
    {
      name: 'src-not-outside',
      comment: 'The library imports nothing of the app, the stories or the tests (mocks only from its tests)',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(app|stories|tests|e2e|scripts|mocks)/' },
    },
    {
      name: 'app-public-entries',
      comment:
        'app/ (its tests too) uses the library as the app team does: @smartburn/ui, /server, /mocks, never a path into src/ or mocks/',
      severity: 'error',
      from: { path: '^app/' },
      to: { path: '^(src|mocks)/', dependencyTypesNot: ['aliased-tsconfig'] },
    },
    {
      name: 'stories-public-entries',
      comment: 'Stories import the library as the app team does (stories/foundations documents the theme itself)',
      severity: 'error',
      from: { path: '^stories/', pathNot: '^stories/foundations/' },
      to: { path: '^(src|mocks)/', dependencyTypesNot: ['aliased-tsconfig'] },
    },
    {
      name: 'mocks-public-entries',
      comment: "mocks/ is published: it imports the library by its package name, as an app's tests do",
      severity: 'error',
      from: { path: '^mocks/', pathNot: TEST_FILES },
      to: { path: '^src/', dependencyTypesNot: ['aliased-tsconfig'] },
    },
    {
      name: 'no-test-code-in-product',
      comment: 'Product code (src/, app/, mocks/) imports no test, story or test helper',
      severity: 'error',
      from: { path: '^(src|app|mocks)/', pathNot: TEST_FILES },
      to: { path: `${TEST_FILES}|^(tests|e2e|stories)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [`^src/.*(${TEST_FILES})`, '^(node_modules|dist|dist-app|dist-server|storybook-static|\\.tmp)/'],
    },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
