// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as theme from '../../src/theme';
import * as generated from '../../src/theme/generated/tokens';

/**
 * Each component's docs page (stories/components/X.mdx) stays true to its code: the tokens its
 * "Anatomy and tokens" table names are the tokens X's sources use, no more and no fewer; and
 * the page shows X's status from X.docs.json.
 */

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'stories/components');
const pages = readdirSync(docsDir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.slice(0, -'.mdx'.length))
  .sort();

type Tree = Record<string, unknown>;
const modules: Tree = { ...generated, ...theme };
/** The token groups, as the tables (src/theme) and a few components (the generated vars) name them. */
const GROUPS = [
  'colors',
  'alpha',
  'space',
  'borderWidths',
  'radii',
  'fonts',
  'fontSizes',
  'fontWeights',
  'lineHeights',
  'letterSpacings',
  'zIndices',
  'motion',
  'shadows',
  'layout',
  'breakpoints',
  'mq',
  ...Object.keys(generated).filter((name) => name.endsWith('Vars') && name !== 'vars'),
];
const REFERENCE = new RegExp(`\\b(${GROUPS.join('|')})((?:\\.[A-Za-z_$][\\w$]*|\\[\\s*(?:'[^']+'|\\d+)\\s*\\])+)`, 'g');
/** A key as the tables write it: `.gold`, `[5]`, `['2xl']`. */
const keyText = (key: string) => (/^\d+$/.test(key) ? `[${key}]` : /^\d/.test(key) ? `['${key}']` : `.${key}`);
const keysOf = (chain: string) => [...chain.matchAll(/\.([\w$]+)|\[\s*'?([^'\]]+)'?\s*\]/g)].map((m) => m[1] ?? m[2]!);

/** Every token reference in `text`, as the name the tables use (`colors.gold`, `space[5]`). */
function tokensIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const [, group, chain] of text.matchAll(REFERENCE)) {
    const keys = keysOf(chain!);
    // mq's widths are the breakpoints; mq.motionOk is a media query, not a token.
    if (group === 'mq' && !(keys[0]! in theme.breakpoints)) continue;
    const base = group === 'mq' ? 'breakpoints' : group!;
    let at: unknown = modules[base];
    for (const key of keys) at = (at as Tree | undefined)?.[key];
    const written = `${base}${keys.map(keyText).join('')}`;
    found.add((typeof at === 'string' && nameOf.get(at)) || written);
  }
  return found;
}

/** `var(--sb-…)` -> the name the tables use for it (the first theme group that has it). */
const nameOf = new Map<string, string>();
for (const group of GROUPS.filter((g) => !g.endsWith('Vars'))) {
  const walk = (value: unknown, name: string) => {
    if (typeof value === 'string' && value.startsWith('var(')) {
      if (!nameOf.has(value)) nameOf.set(value, name);
    } else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) walk(child, `${name}${keyText(key)}`);
  };
  walk(modules[group], group);
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** The shared style blocks of src/theme (shimmer, rows, frame): name -> their source. */
const helpers = new Map<string, string>();
for (const file of ['shimmer.ts', 'rows.ts', 'frame.ts']) {
  const code = withoutComments(readFileSync(path.join(root, 'src/theme', file), 'utf8'));
  for (const block of code.split(/^(?=export )/m)) {
    const name = /^export const (\w+)/.exec(block)?.[1];
    if (name) helpers.set(name, block);
  }
}

/** The tokens X's sources use, with those of the shared style blocks they import. */
function codeTokens(component: string): Set<string> {
  const dir = path.join(root, 'src/components', component);
  const code = readdirSync(dir)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => withoutComments(readFileSync(path.join(dir, f), 'utf8')))
    .join('\n');
  const imported = [...code.matchAll(/import \{([^}]*)\} from '\.\.\/\.\.\/theme'/g)].flatMap((m) =>
    m[1]!.split(',').map((s) => s.trim()),
  );
  const shared = imported.flatMap((name) => (helpers.has(name) ? [helpers.get(name)!] : []));
  return tokensIn([code, ...shared].join('\n'));
}

/** The tokens the page's "Anatomy and tokens" table names. */
function tableTokens(page: string): Set<string> {
  const text = readFileSync(path.join(docsDir, `${page}.mdx`), 'utf8');
  const section = text.split('## Anatomy and tokens')[1]?.split(/\n## /)[0] ?? '';
  const table = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .join('\n');
  return tokensIn([...table.matchAll(/`([^`]+)`/g)].map((m) => m[1]).join('\n'));
}

const STATUSES = ['stable', 'experimental', 'deprecated'];

describe('component docs pages', () => {
  it.each(pages)('%s: the anatomy table names exactly the tokens the code uses', (page) => {
    expect(existsSync(path.join(root, 'src/components', page)), `src/components/${page}`).toBe(true);
    const table = tableTokens(page);
    const code = codeTokens(page);
    expect(table.size, 'a table of tokens').toBeGreaterThan(0);
    const missing = [...code].filter((t) => !table.has(t)).sort();
    const unused = [...table].filter((t) => !code.has(t)).sort();
    if (process.env.DUMP_DOCS) console.log(`DRIFT ${page} | ADD ${missing.join(' ')} | REMOVE ${unused.join(' ')}`);
    expect(missing, `${page}: tokens the code uses that the table does not list`).toEqual([]);
    expect(unused, `${page}: tokens the table lists that the code does not use`).toEqual([]);
  });

  it.each(pages)('%s: shows its status from its docs.json', (page) => {
    const docs = JSON.parse(readFileSync(path.join(docsDir, `${page}.docs.json`), 'utf8')) as Tree;
    expect(docs.component).toBe(page);
    expect(STATUSES).toContain(docs.status);
    const mdx = readFileSync(path.join(docsDir, `${page}.mdx`), 'utf8');
    expect(mdx).toContain(`import docs from './${page}.docs.json';`);
    expect(mdx).toContain('<ComponentStatusLine {...docs} />');
  });

  it('tells a token the code uses from one it does not (the check can fail)', () => {
    expect([...tokensIn('padding: ${space[5]}; color: ${colors.gold}; ${mq.sm} ${mq.motionOk}')].sort()).toEqual([
      'breakpoints.sm',
      'colors.gold',
      'space[5]',
    ]);
    // The generated references and the theme's names meet: fontVars.size.display is fontSizes.display.
    expect([...tokensIn('${fontVars.size.display}')]).toEqual(['fontSizes.display']);
  });
});
