#!/usr/bin/env node
// `npm run test:package`: the published package, as the app team gets it.
// 1 build with tsup; 2 publint + are-the-types-wrong; 3 npm pack; 4 install the tarball in a
// fresh consumer project (React 19 and the peers); 5 there: type-check every public export,
// build a Vite app rendering DashboardApp (without server code), server-render it (also with
// data through @smartburn/ui/server), require() it from CommonJS;
// 6 measure what a one-component import bundles against the whole library.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ONE_COMPONENT_MAX_SHARE } from './budgets.mjs';

const root = process.cwd();
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const started = Date.now();
const step = (title) => console.log(`\n▶ ${title}`);
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { stdio: 'inherit', ...opts });
const capture = (cmd, args, opts = {}) => execFileSync(cmd, args, { encoding: 'utf8', ...opts });

step('build (tsup)');
run('npx', ['tsup', '--silent']);

step('publint');
run('npx', ['publint', '--strict']);

step('are the types wrong');
// node10 resolution cannot see subpath exports ("./mocks"); every modern resolution must pass.
run('npx', ['attw', '--pack', '.', '--profile', 'node16']);

const work = mkdtempSync(path.join(tmpdir(), 'smartburn-consumer-'));
try {
  step('npm pack');
  const tarball = capture('npm', ['pack', '--silent', '--pack-destination', work]).trim().split('\n').pop();
  const tarPath = path.join(work, tarball);
  const listing = capture('tar', ['-tzf', tarPath]).split('\n').filter(Boolean);
  const unexpected = listing.filter((f) => !/^package\/(dist\/|package\.json$|README\.md$|LICENSE)/.test(f));
  if (unexpected.length) throw new Error(`the tarball holds files a consumer does not need: ${unexpected.join(', ')}`);
  console.log(`${tarball}: ${listing.length} files`);

  step('install the tarball in a fresh consumer project');
  const consumer = path.join(work, 'consumer');
  cpSync(path.join(root, 'tests/package/consumer'), consumer, { recursive: true });
  const dev = pkg.devDependencies;
  const versions = Object.fromEntries(
    [
      'react',
      'react-dom',
      '@tanstack/react-query',
      '@emotion/react',
      '@emotion/cache',
      '@radix-ui/react-toast',
      '@radix-ui/react-tooltip',
      'msw',
      'typescript',
      'vite',
      '@vitejs/plugin-react',
      '@types/react',
      '@types/react-dom',
      '@types/node',
    ].map((name) => [name, dev[name]]),
  );
  writeFileSync(
    path.join(consumer, 'package.json'),
    JSON.stringify(
      {
        name: 'consumer',
        private: true,
        type: 'module',
        dependencies: { '@smartburn/ui': `file:${tarPath}`, ...versions },
      },
      null,
      2,
    ),
  );
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: consumer });

  step('type-check a file that imports every public export');
  const dts = readFileSync(path.join(consumer, 'node_modules/@smartburn/ui/dist/index.d.ts'), 'utf8');
  const mocksDts = readFileSync(path.join(consumer, 'node_modules/@smartburn/ui/dist/mocks/index.d.ts'), 'utf8');
  const serverDts = readFileSync(path.join(consumer, 'node_modules/@smartburn/ui/dist/server/index.d.ts'), 'utf8');
  const exportsOf = (text) => {
    const names = [...text.matchAll(/export \{([^}]*)\}/g)].flatMap((m) =>
      m[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
    return {
      values: names.filter((n) => !n.startsWith('type ')).map((n) => n.split(' as ').pop()),
      types: names.filter((n) => n.startsWith('type ')).map((n) => n.slice(5).split(' as ').pop()),
    };
  };
  const main = exportsOf(dts);
  const mocks = exportsOf(mocksDts);
  const server = exportsOf(serverDts);
  const runtimeKeys = Object.keys(await import(path.join(consumer, 'node_modules/@smartburn/ui/dist/index.js'))).sort();
  const missingTypes = runtimeKeys.filter((k) => !main.values.includes(k));
  if (missingTypes.length) throw new Error(`runtime exports without declarations: ${missingTypes.join(', ')}`);
  writeFileSync(
    path.join(consumer, 'src/all-exports.ts'),
    [
      `import { ${main.values.join(', ')} } from '@smartburn/ui';`,
      main.types.length ? `import type { ${main.types.join(', ')} } from '@smartburn/ui';` : '',
      `import { ${mocks.values.join(', ')} } from '@smartburn/ui/mocks';`,
      mocks.types.length ? `import type { ${mocks.types.join(', ')} } from '@smartburn/ui/mocks';` : '',
      `import { ${server.values.map((n) => `${n} as server_${n}`).join(', ')} } from '@smartburn/ui/server';`,
      `import type { ${server.types.map((n) => `${n} as Server_${n}`).join(', ')} } from '@smartburn/ui/server';`,
      `export const values = [${[...main.values, ...mocks.values, ...server.values.map((n) => `server_${n}`)].join(', ')}];`,
      // Re-exporting the types makes tsc resolve every one of them.
      `export type { ${[...main.types, ...mocks.types, ...server.types.map((n) => `Server_${n}`)].join(', ')} };`,
    ].join('\n'),
  );
  console.log(
    `${main.values.length} values and ${main.types.length} types from @smartburn/ui, ${mocks.values.length + mocks.types.length} from /mocks, ${server.values.length + server.types.length} from /server`,
  );
  // The README's copy-paste examples must compile against the published types too.
  const usage =
    readFileSync(path.join(root, 'README.md'), 'utf8').split('## Using the package')[1]?.split('\n## ')[0] ?? '';
  const examples = [...usage.matchAll(/```tsx\n([\s\S]*?)```/g)].map((m) => m[1]);
  if (examples.length === 0) throw new Error('README.md has no tsx examples under "## Using the package"');
  examples.forEach((code, i) => writeFileSync(path.join(consumer, `src/readme-example-${i + 1}.tsx`), code));
  console.log(`${examples.length} README examples type-checked with them`);
  run('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: consumer });

  step('build a Vite app that renders DashboardApp');
  run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: consumer });
  // The server entry must never reach a browser bundle.
  const serverOnly = readdirSync(path.join(consumer, 'dist/assets')).filter((f) =>
    /renderToString|serialize-javascript|react-dom\/server/.test(
      readFileSync(path.join(consumer, 'dist/assets', f), 'utf8'),
    ),
  );
  if (serverOnly.length) throw new Error(`server-only code in the browser bundle: ${serverOnly.join(', ')}`);

  step('server-render DashboardApp with renderToString');
  const html = capture('node', ['ssr.mjs'], { cwd: consumer });
  if (!html.includes('Loading dashboard'))
    throw new Error(`server render did not produce the skeleton:\n${html.slice(0, 500)}`);
  console.log(`renderToString: ${html.length} characters of HTML, skeleton included`);

  step('server-render the dashboard with data through @smartburn/ui/server');
  const rendered = JSON.parse(capture('node', ['ssr-server.mjs'], { cwd: consumer }));
  for (const text of ['$1,284,562.37', 'XAU/USD', 'Token burn executed', 'type="application/json"'])
    if (!(rendered.html + rendered.stateScript).includes(text))
      throw new Error(`renderDashboard's page lacks ${text}:\n${rendered.html.slice(0, 500)}`);
  console.log(
    `renderDashboard: ${rendered.html.length} characters of HTML with the figures, ${rendered.stateScript.length} of data block`,
  );

  step('require() from CommonJS');
  console.log(capture('node', ['require.cjs'], { cwd: consumer }).trim());

  step('one-component import size');
  const sizeOf = (entry) => {
    const out = path.join(consumer, `dist-${entry}`);
    run('npx', ['vite', 'build', '--logLevel', 'warn', '--config', 'vite.size.config.js'], {
      cwd: consumer,
      env: { ...process.env, SIZE_ENTRY: `src/${entry}.js`, SIZE_OUT: out },
    });
    return readdirSync(out)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(out, f)), { level: 9 }).length, 0);
  };
  const one = sizeOf('one-component');
  const all = sizeOf('whole-library');
  const share = one / all;
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const line = `one-component import (Typewriter): ${kb(one)} gzip = ${(share * 100).toFixed(1)}% of the library (${kb(all)} gzip), peers and dependencies external`;
  console.log(line);
  mkdirSync(path.join(root, 'docs'), { recursive: true });
  writeFileSync(
    path.join(root, 'docs/package-size.json'),
    JSON.stringify(
      {
        oneComponent: 'Typewriter',
        oneComponentGzipBytes: one,
        wholeLibraryGzipBytes: all,
        share: Number(share.toFixed(4)),
        budgetShare: ONE_COMPONENT_MAX_SHARE,
      },
      null,
      2,
    ) + '\n',
  );
  if (share > ONE_COMPONENT_MAX_SHARE) throw new Error(`${line}: above the ${ONE_COMPONENT_MAX_SHARE * 100}% budget`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`\npackage checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
