#!/usr/bin/env node
// `npm run test:package`: the published package, as app teams get it (docs/requirements.md §10.1).
//  1 build (tsup, one file per module); publint; are-the-types-wrong
//  2 the API report of every entry (API Extractor, docs/api/); "use client" only where needed
//  3 npm pack; then consumer projects that install the tarball (one npm cache, --prefer-offline):
//  4 React 19 (one install): type-check every export and the README examples; Vite build;
//    server render in Node with renderToString and both streaming renderers, no special props;
//    the Vite app hydrates that HTML in Chromium; require() without Node's require(esm);
//    size budgets with size-limit (docs/package-size.json);
//    Next.js App Router: a Server Component calling formatMoney + a client DashboardApp:
//    next build, next start, hydrates in Chromium with zero console errors, shows the figures
//  5 React 18.3: type-check, Vite build, server render, hydrate in Chromium
// Ports: PACKAGE_PORT (default 4340) to PACKAGE_PORT + 3. Screenshots: test-results/package/.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FORMAT_MONEY_MAX_GZIP_BYTES, ONE_COMPONENT_MAX_SHARE } from './budgets.mjs';
import { checkClientBoundary } from './package/clientBoundary.mjs';
import { launchChromium, openAndCheck, serveStatic, startNode } from './package/processes.mjs';

/** The Next.js the consumer project uses: the current major (`npm view next version`). */
const NEXT_VERSION = '16.4.6';
/** The lowest React the peer range claims, with its types. */
const REACT_18 = { react: '18.3.1', 'react-dom': '18.3.1', '@types/react': '18.3.8', '@types/react-dom': '18.3.7' };
const PEERS = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  '@emotion/react',
  '@emotion/cache',
  '@radix-ui/react-toast',
  '@radix-ui/react-tooltip',
];

const root = process.cwd();
const basePort = Number(process.env.PACKAGE_PORT ?? 4340);
const ports = { api: basePort, next: basePort + 1, vite19: basePort + 2, vite18: basePort + 3 };
const shots = path.join(root, 'test-results/package');
const started = Date.now();
const timings = [];
let stepStarted = Date.now();
let stepTitle;
const endStep = () => {
  if (stepTitle) timings.push([stepTitle, Date.now() - stepStarted]);
  stepTitle = undefined;
};
const step = (title) => {
  endStep();
  stepTitle = title;
  stepStarted = Date.now();
  console.log(`\n▶ ${title}`);
};
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { stdio: 'inherit', ...opts });
const capture = (cmd, args, opts = {}) => execFileSync(cmd, args, { encoding: 'utf8', ...opts });
/** The version installed here (what the repository's own tests run with). */
const installed = (name) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const npmInstall = (cwd) =>
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd });
const fail = (message) => {
  throw new Error(message);
};

/**
 * The design tokens as a team without React uses them: a static page that links the installed
 * `@smartburn/ui/tokens.css` (resolved through the package's exports) gets the default theme's
 * colours on :root and another theme's under [data-theme]; `tokens.json` is DTCG.
 */
async function checkPlainTokensPage(consumerDir, chromiumBrowser) {
  const resolve = createRequire(path.join(consumerDir, 'package.json')).resolve;
  const css = resolve('@smartburn/ui/tokens.css');
  const json = JSON.parse(readFileSync(resolve('@smartburn/ui/tokens.json'), 'utf8'));
  const resolver = JSON.parse(readFileSync(resolve('@smartburn/ui/tokens/resolver.json'), 'utf8'));
  if (json.base?.color?.$type !== 'color' || resolver.version !== '2025.10')
    fail('tokens.json: no DTCG base colours, or tokens/resolver.json is not a DTCG 2025.10 resolver');
  const { themeValues } = await import(path.join(path.dirname(css), 'index.js'));
  const pageDir = mkdtempSync(path.join(tmpdir(), 'smartburn-tokens-page-'));
  cpSync(css, path.join(pageDir, 'tokens.css'));
  writeFileSync(
    path.join(pageDir, 'index.html'),
    `<!doctype html><html lang="en"><head><link rel="stylesheet" href="tokens.css"></head><body>
<p id="default" style="color: var(--sb-color-text-default)">Default</p>
<section data-theme="light"><p id="light" style="color: var(--sb-color-accent-default)">Light</p></section>
</body></html>`,
  );
  const page = await chromiumBrowser.newPage();
  try {
    await page.goto(`file://${path.join(pageDir, 'index.html')}`);
    const colour = (id) => page.$eval(`#${id}`, (el) => getComputedStyle(el).color);
    const rgb = (hex) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
    const expected = {
      default: rgb(themeValues.dark.color.text.default),
      light: rgb(themeValues.light.color.accent.default),
    };
    for (const [id, want] of Object.entries(expected)) {
      const got = await colour(id);
      if (got !== want) fail(`plain page linking tokens.css: #${id} is ${got}, expected ${want}`);
    }
    const background = await page.$eval('section', (el) => getComputedStyle(el).backgroundColor);
    console.log(
      `tokens.css alone: default text ${expected.default}, light accent ${expected.light}, a [data-theme] section paints ${background}; tokens.json is DTCG`,
    );
  } finally {
    await page.close();
    rmSync(pageDir, { recursive: true, force: true });
  }
}

step('build (tsup)');
run('npx', ['tsup', '--silent']);

step('publint');
run('npx', ['publint', '--strict']);

step('are the types wrong');
// node10 resolution cannot see subpath exports ("./mocks"); every modern resolution must pass.
// tokens.css is a style sheet, not a module TypeScript resolves (the plain-page step checks it).
run('npx', ['attw', '--pack', '.', '--profile', 'node16', '--exclude-entrypoints', './tokens.css']);

step('API report (API Extractor)');
run('node', ['scripts/api-report.mjs']);

step('"use client" only where the client is needed');
// The main entry, and what `@smartburn/ui/server` is under the react-server condition.
const boundaryProblems = checkClientBoundary(path.join(root, 'dist'), [
  { file: 'index.js', barrel: true },
  { file: 'server/data.js', barrel: false },
]);
if (boundaryProblems.length) fail(`React Server Components would break:\n  ${boundaryProblems.join('\n  ')}`);
console.log('formatters, schemas, constants, query function and client: no directive; server graph clean');

const work = mkdtempSync(path.join(tmpdir(), 'smartburn-consumer-'));
const stops = [];
let browser;
try {
  step('npm pack');
  const tarball = capture('npm', ['pack', '--silent', '--pack-destination', work]).trim().split('\n').pop();
  const tarPath = path.join(work, tarball);
  const listing = capture('tar', ['-tzf', tarPath]).split('\n').filter(Boolean);
  const unexpected = listing.filter(
    (f) => !/^package\/(dist\/|package\.json$|README\.md$|CHANGELOG\.md$|LICENSE)/.test(f),
  );
  if (unexpected.length) fail(`the tarball holds files a consumer does not need: ${unexpected.join(', ')}`);
  console.log(`${tarball}: ${listing.length} files`);

  step('React 19 consumer: install the tarball (with Next.js, Vite, size-limit)');
  const consumer = path.join(work, 'consumer');
  cpSync(path.join(root, 'tests/package/consumer'), consumer, { recursive: true });
  const versionsOf = (names) => Object.fromEntries(names.map((name) => [name, installed(name)]));
  writeFileSync(
    path.join(consumer, 'package.json'),
    JSON.stringify(
      {
        name: 'consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@smartburn/ui': `file:${tarPath}`,
          next: NEXT_VERSION,
          ...versionsOf([
            ...PEERS,
            'msw',
            '@fontsource/orbitron',
            '@fontsource/noto-sans-jp',
            '@fontsource/jetbrains-mono',
            'typescript',
            'vite',
            '@vitejs/plugin-react',
            '@types/react',
            '@types/react-dom',
            '@types/node',
            'size-limit',
            '@size-limit/esbuild',
            '@size-limit/file',
          ]),
        },
      },
      null,
      2,
    ),
  );
  npmInstall(consumer);

  step('type-check every public export and the README examples');
  // Declared names from the rolled-up .d.ts; the values are what the module exports at run
  // time, the rest are types.
  const declaredNames = (file) =>
    [...readFileSync(file, 'utf8').matchAll(/export \{([^}]*)\}/g)].flatMap((m) =>
      m[1]
        .split(',')
        .map((s) =>
          s
            .trim()
            .replace(/^type /, '')
            .split(' as ')
            .pop(),
        )
        .filter(Boolean),
    );
  const installedDist = path.join(consumer, 'node_modules/@smartburn/ui/dist');
  const surface = async (entry) => {
    const declared = declaredNames(path.join(installedDist, `${entry}.d.ts`));
    const values = Object.keys(await import(path.join(installedDist, `${entry}.js`))).sort();
    const undeclared = values.filter((k) => !declared.includes(k));
    if (undeclared.length) fail(`${entry}: runtime exports without declarations: ${undeclared.join(', ')}`);
    return { values, types: declared.filter((n) => !values.includes(n)) };
  };
  // Every name of every entry, imported under an alias (entries share some names).
  const entries = [
    ['@smartburn/ui', 'index', 'ui'],
    ['@smartburn/ui/mocks', 'mocks/index', 'mocks'],
    ['@smartburn/ui/server', 'server/index', 'server'],
  ];
  const surfaces = [];
  for (const [specifier, file, alias] of entries) surfaces.push({ specifier, alias, ...(await surface(file)) });
  const aliased = (alias, names) => names.map((n) => `${n} as ${alias}_${n}`).join(', ');
  const allExports = [
    ...surfaces.flatMap(({ specifier, alias, values, types }) => [
      `import { ${aliased(alias, values)} } from '${specifier}';`,
      `import type { ${aliased(alias, types)} } from '${specifier}';`,
    ]),
    `export const values = [${surfaces.flatMap(({ alias, values }) => values.map((n) => `${alias}_${n}`)).join(', ')}];`,
    // Re-exporting the types makes tsc resolve every one of them.
    `export type { ${surfaces.flatMap(({ alias, types }) => types.map((n) => `${alias}_${n}`)).join(', ')} };`,
  ].join('\n');
  console.log(
    surfaces.map((e) => `${e.values.length} values and ${e.types.length} types from ${e.specifier}`).join(', '),
  );
  // The copy-paste examples of the README and of the Storybook docs pages must compile
  // against the published types too (docs/requirements.md §10.6): docs that cannot rot.
  const { readmeSamples, storybookSamples } = await import('./package/docSamples.mjs');
  const examples = readmeSamples(root);
  if (examples.length === 0) fail('README.md has no tsx examples');
  const pageSamples = storybookSamples(root);
  if (pageSamples.length === 0) fail('the Storybook docs pages have no tsx examples');
  // An example that starts with a `// some/file.tsx` comment is written at that path (under
  // src/readme/), so examples can import each other as the README shows.
  const writeTypeChecks = (dir) => {
    writeFileSync(path.join(dir, 'src/all-exports.ts'), allExports);
    examples.forEach((code, i) => {
      const named = /^\/\/ ([\w./-]+\.tsx?)\b/.exec(code)?.[1];
      const file = path.join(dir, 'src', named ? path.join('readme', named) : `readme-example-${i + 1}.tsx`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, code);
    });
    pageSamples.forEach(({ page, index, code }) => {
      const file = path.join(dir, 'src', 'storybook', `${page}-${index + 1}.tsx`);
      mkdirSync(path.dirname(file), { recursive: true });
      // Each sample is a module of its own, so two samples may declare the same names.
      writeFileSync(file, /^\s*(import|export)\b/m.test(code) ? code : `${code}\nexport {};\n`);
    });
  };
  writeTypeChecks(consumer);
  console.log(
    `${examples.length} README examples and ${pageSamples.length} examples of the Storybook docs pages type-checked with them`,
  );
  run('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: consumer });

  const api = `http://127.0.0.1:${ports.api}`;
  step(`mock API on ${api} (the fixtures of @smartburn/ui/mocks)`);
  const apiServer = await startNode(['api.mjs', String(ports.api)], { cwd: consumer, url: `${api}/api/trades` });
  stops.push(apiServer.stop);
  const { fixtures } = await import(path.join(installedDist, 'mocks/index.js'));
  const { formatMoney, formatSignedMoney } = await import(path.join(installedDist, 'index.js'));
  /** Texts that show only once the client has the API's data. */
  const figures = [
    formatMoney(fixtures.dashboard.currentBalance, 'en-US'),
    formatSignedMoney(fixtures.trades[1].profit, 'en-US'),
    fixtures.activities[0].title,
  ];
  mkdirSync(shots, { recursive: true });
  browser = await launchChromium();

  step('tokens.css and tokens.json with no JavaScript: a plain HTML page in Chromium');
  await checkPlainTokensPage(consumer, browser);

  /** Builds the Vite app, server-renders it into dist/index.html, serves it and hydrates it in Chromium. */
  /**
   * Builds the Vite app (no server code may reach its bundle), server-renders DashboardApp
   * with no special props (three renderers, same markup), then serves a page and hydrates it in
   * Chromium: with `serverData`, the page `renderDashboard` of @smartburn/ui/server makes from
   * the fixtures (figures, critical CSS, data block), else that plain server render.
   */
  const viteAppHydrates = async (dir, port, name, { hoisted, serverData }) => {
    run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: dir, env: { ...process.env, VITE_API_BASE: api } });
    const assets = path.join(dir, 'dist/assets');
    const serverOnly = readdirSync(assets).filter((f) =>
      /renderToString|serialize-javascript|react-dom\/server/.test(readFileSync(path.join(assets, f), 'utf8')),
    );
    if (serverOnly.length) fail(`${name}: server-only code in the browser bundle: ${serverOnly.join(', ')}`);
    const out = JSON.parse(capture('node', ['ssr.mjs', api], { cwd: dir }));
    if (out.piped !== out.string) fail(`${name}: renderToPipeableStream and renderToString differ`);
    if (out.readable !== undefined && out.readable !== out.string)
      fail(`${name}: renderToReadableStream and renderToString differ`);
    if (!out.string.includes('Loading dashboard')) fail(`${name}: the server render is not the dashboard skeleton`);
    if (hoisted && (out.string.includes('data-emotion') || !out.string.startsWith('<style data-precedence=')))
      fail(`${name}: the server render has inline Emotion styles instead of one hoisted style element`);
    console.log(
      `${name}: renderToString${out.readable === undefined ? ' = renderToPipeableStream' : ', renderToPipeableStream and renderToReadableStream agree'} (${out.string.length} characters, no props but apiBase and locale)`,
    );
    let page = { html: out.string, head: '', after: '' };
    if (serverData) {
      const rendered = JSON.parse(capture('node', ['ssr-server.mjs', api], { cwd: dir }));
      for (const text of figures)
        if (!rendered.hasData || !rendered.html.includes(text)) fail(`${name}: renderDashboard's page lacks ${text}`);
      page = { html: rendered.html, head: rendered.styleTags, after: rendered.stateScript };
      console.log(
        `${name}: renderDashboard (@smartburn/ui/server): ${rendered.html.length} characters with the figures, ${rendered.stateScript.length} of data block`,
      );
    }
    const indexFile = path.join(dir, 'dist/index.html');
    writeFileSync(
      indexFile,
      readFileSync(indexFile, 'utf8')
        .replace('</head>', `${page.head}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${page.after}`),
    );
    const server = await serveStatic(path.join(dir, 'dist'), port);
    stops.push(server.stop);
    const problems = await openAndCheck(browser, `http://127.0.0.1:${port}/`, {
      texts: figures,
      screenshot: path.join(shots, `${name.replace(/\W+/g, '-')}.png`),
    });
    if (problems.length) fail(`${name} in Chromium:\n  ${problems.join('\n  ')}`);
    console.log(`${name}: hydrated in Chromium with no console error; shows ${figures.join(', ')}`);
  };

  step('React 19 Vite app: build, server render, hydrate the page of @smartburn/ui/server');
  await viteAppHydrates(consumer, ports.vite19, 'React 19 + Vite', { hoisted: true, serverData: true });

  step('require() from CommonJS, without require(esm)');
  console.log(capture('node', ['--no-experimental-require-module', 'require.cjs'], { cwd: consumer }).trim());
  console.log(capture('node', ['require-mocks.cjs'], { cwd: consumer }).trim());

  step('size budgets (size-limit, in the consumer)');
  const ignore = [...PEERS, 'msw'];
  const entry = (name, imp, extra = {}) => ({
    name,
    path: 'node_modules/@smartburn/ui/dist/index.js',
    import: imp,
    gzip: true,
    ignore,
    ...extra,
  });
  writeFileSync(
    path.join(consumer, '.size-limit.json'),
    JSON.stringify([
      entry('formatMoney', '{ formatMoney }', { limit: `${FORMAT_MONEY_MAX_GZIP_BYTES} B` }),
      entry('Typewriter', '{ Typewriter }'),
      entry('DashboardApp', '{ DashboardApp }'),
      entry('whole library', '*'),
    ]),
  );
  // size-limit exits non-zero when an entry is over its limit: read its report either way.
  const sizeRun = spawnSync('npx', ['size-limit', '--json'], { cwd: consumer, encoding: 'utf8' });
  const sizeReport = JSON.parse(sizeRun.stdout || '{}');
  if (!Array.isArray(sizeReport)) fail(`size-limit failed: ${sizeReport.error ?? sizeRun.stderr}`);
  const sizes = Object.fromEntries(sizeReport.map((r) => [r.name, r]));
  const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
  const share = sizes.Typewriter.size / sizes['whole library'].size;
  const lines = [
    `formatMoney alone: ${kb(sizes.formatMoney.size)} gzip (budget ${kb(FORMAT_MONEY_MAX_GZIP_BYTES)})`,
    `Typewriter alone: ${kb(sizes.Typewriter.size)} gzip = ${(share * 100).toFixed(1)}% of the whole library (budget ${ONE_COMPONENT_MAX_SHARE * 100}%)`,
    `DashboardApp: ${kb(sizes.DashboardApp.size)} gzip (with the chunks it loads later)`,
    `whole library: ${kb(sizes['whole library'].size)} gzip`,
  ];
  console.log(
    `${lines.join('\n')}\n(size-limit ${installed('size-limit')} with esbuild, minified; peers external, valibot counted)`,
  );
  writeFileSync(
    path.join(root, 'docs/package-size.json'),
    JSON.stringify(
      {
        measuredWith: `size-limit ${installed('size-limit')} (@size-limit/esbuild), gzip, peers external`,
        formatMoneyGzipBytes: sizes.formatMoney.size,
        formatMoneyBudgetBytes: FORMAT_MONEY_MAX_GZIP_BYTES,
        oneComponent: 'Typewriter',
        oneComponentGzipBytes: sizes.Typewriter.size,
        dashboardAppGzipBytes: sizes.DashboardApp.size,
        wholeLibraryGzipBytes: sizes['whole library'].size,
        share: Number(share.toFixed(4)),
        budgetShare: ONE_COMPONENT_MAX_SHARE,
      },
      null,
      2,
    ) + '\n',
  );
  if (!sizes.formatMoney.passed || sizes.formatMoney.size > FORMAT_MONEY_MAX_GZIP_BYTES)
    fail(`${lines[0]}: over budget`);
  if (share > ONE_COMPONENT_MAX_SHARE) fail(`${lines[1]}: over budget`);

  step(`Next.js ${NEXT_VERSION} App Router: next build`);
  const nextDir = path.join(consumer, 'next');
  const nextBin = path.join(consumer, 'node_modules/next/dist/bin/next');
  const nextEnv = { NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_API_BASE: api };
  run('node', [nextBin, 'build'], { cwd: nextDir, env: { ...process.env, ...nextEnv } });

  step('Next.js: next start, two pages hydrate in Chromium');
  const nextOrigin = `http://127.0.0.1:${ports.next}`;
  const nextServer = await startNode([nextBin, 'start', '-p', String(ports.next), '-H', '127.0.0.1'], {
    cwd: nextDir,
    env: nextEnv,
    url: `${nextOrigin}/plain`,
  });
  stops.push(nextServer.stop);
  const serverFigure = `Formatted on the server: ${formatMoney(1234567.89, 'en-US')}`;
  // `/`: the figures are in the first HTML (initial state from @smartburn/ui/server).
  // `/plain`: DashboardApp alone (basePath "/plain"), the skeleton first, data from the browser.
  for (const [route, firstHtml, name] of [
    ['/', figures, 'with server data'],
    ['/plain', ['Loading dashboard'], 'DashboardApp alone'],
  ]) {
    const served = (await (await fetch(nextOrigin + route)).text()).replace(/<!-- -->/g, '');
    if (!served.includes(serverFigure)) fail(`next start ${route}: the Server Component did not call formatMoney`);
    for (const text of firstHtml)
      if (!served.includes(text)) fail(`next start ${route}: the first HTML lacks "${text}"`);
    if (served.includes('data-emotion')) fail(`next start ${route}: the HTML holds inline Emotion style elements`);
    const problems = await openAndCheck(browser, nextOrigin + route, {
      texts: [...figures, serverFigure],
      screenshot: path.join(shots, `nextjs${route.replace(/\//g, '-')}.png`),
    });
    if (problems.length) fail(`Next.js ${route} in Chromium:\n  ${problems.join('\n  ')}`);
    console.log(
      `Next.js ${route} (${name}): first HTML holds ${firstHtml.join(', ')}; hydrated with no console error; shows the figures`,
    );
  }

  step('React 18.3 consumer: install, type-check, build, server render, hydrate');
  const react18 = path.join(work, 'react18');
  const template = path.join(root, 'tests/package/consumer');
  cpSync(template, react18, {
    recursive: true,
    filter: (src) => path.relative(template, src).split(path.sep)[0] !== 'next',
  });
  writeTypeChecks(react18);
  writeFileSync(
    path.join(react18, 'package.json'),
    JSON.stringify(
      {
        name: 'consumer-react18',
        private: true,
        type: 'module',
        dependencies: {
          '@smartburn/ui': `file:${tarPath}`,
          ...versionsOf([...PEERS, 'msw', 'typescript', 'vite', '@vitejs/plugin-react', '@types/node']),
          ...REACT_18,
        },
      },
      null,
      2,
    ),
  );
  npmInstall(react18);
  const react18Version = JSON.parse(
    readFileSync(path.join(react18, 'node_modules/react/package.json'), 'utf8'),
  ).version;
  if (!react18Version.startsWith('18.3.')) fail(`the React 18 consumer got React ${react18Version}`);
  run('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: react18 });
  console.log(`React ${react18Version}: every export and the README examples type-check with @types/react 18`);
  await viteAppHydrates(react18, ports.vite18, `React ${react18Version} + Vite`, { hoisted: false, serverData: false });
  endStep();
} finally {
  endStep();
  await browser?.close();
  for (const stop of stops.reverse()) await stop();
  // PACKAGE_KEEP_WORK=1 keeps the consumer projects for a look after a failure.
  if (process.env.PACKAGE_KEEP_WORK) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
  console.log('\nstep durations:');
  for (const [title, ms] of timings) console.log(`  ${String(Math.round(ms / 1000)).padStart(4)} s  ${title}`);
}
console.log(`\npackage checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
