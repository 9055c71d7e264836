#!/usr/bin/env node
// The API report (docs/requirements.md §10.1): API Extractor reads the built declarations of each public entry
// (every `exports` entry of package.json) and compares the surface with docs/api/*.api.md.
//   node scripts/api-report.mjs            check: fails when the surface changed (npm test)
//   node scripts/api-report.mjs --update   rewrite the reports (`npm run api:update`)
// Needs a build (`npx tsup`). Every export must carry a doc comment and every type it names
// must be exported too (api-extractor.json).
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const update = process.argv.includes('--update');
const root = process.cwd();
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const configFile = path.join(root, 'api-extractor.json');
const base = ExtractorConfig.loadFile(configFile);

// Entries that are plain files (package.json, the tokens' CSS and JSON) have no declarations.
const entries = Object.entries(pkg.exports).filter(([, target]) => typeof target !== 'string');
let failed = 0;
for (const [key, target] of entries) {
  const types = target.import.types;
  const reportName = key === '.' ? 'ui' : `ui-${key.slice(2).replace(/\//g, '-')}`;
  const config = ExtractorConfig.prepare({
    configObject: {
      ...base,
      mainEntryPointFilePath: path.join(root, types),
      apiReport: { ...base.apiReport, reportFileName: `${reportName}.api.md` },
    },
    configObjectFullPath: configFile,
    packageJsonFullPath: path.join(root, 'package.json'),
  });
  const result = Extractor.invoke(config, { localBuild: update, showVerboseMessages: false });
  const what = `@smartburn/ui${key.slice(1)} -> docs/api/${reportName}.api.md`;
  // The report marks a declaration without a doc comment "(undocumented)"; members may go
  // without one, a top-level export (at column 0) may not.
  const generated = path.join(root, '.tmp/api-report', `${reportName}.api.md`);
  const report = existsSync(generated) ? readFileSync(generated, 'utf8').split('\n') : [];
  const undocumented = report.flatMap((line, i) =>
    line.startsWith('// @public (undocumented)') ? [report[i + 1]?.replace(/\{$/, '').trim()] : [],
  );
  if (undocumented.length) {
    failed++;
    console.error(`${what}: exports without a doc comment:\n  ${undocumented.join('\n  ')}`);
  }
  if (result.succeeded) {
    console.log(`${what}: ${result.apiReportChanged ? 'updated' : 'unchanged'}`);
  } else {
    failed++;
    if (result.apiReportChanged && !update) {
      // What changed, as a reviewer will see it once the report is updated.
      spawnSync('git', ['--no-pager', 'diff', '--no-index', '--', `docs/api/${reportName}.api.md`, generated], {
        stdio: 'inherit',
      });
    }
    console.error(
      `${what}: ${result.errorCount} errors, ${result.warningCount} warnings` +
        (result.apiReportChanged && !update
          ? ' (the public API changed, see the diff: if intended, `npm run api:update`, commit the report and add a changeset)'
          : ''),
    );
  }
}
process.exit(failed ? 1 : 0);
