// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The contract files of a component folder (CONTRIBUTING.md, "Adding a component"):
 * - `index.ts` holds named re-exports only;
 * - each component it exports that takes props exports `XProps` beside it, from the file that
 *   defines the component or from the folder's `types.ts`;
 * - a folder has a `types.ts` only when two or more files use it (tests and indexes aside):
 *   the place for a type two files share, so that neither imports the other.
 */

const root = path.resolve(__dirname, '../..');
const COMPONENTS = path.join(root, 'src/components');
const SOURCE = /\.(?:ts|tsx)$/;
const TEST = /\.test\.tsx?$/;
const REEXPORT = /^export (type )?\{([^}]*)\} from '\.\/([\w.]+)';$/;

const folders = readdirSync(COMPONENTS).filter((name) => statSync(path.join(COMPONENTS, name)).isDirectory());

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return SOURCE.test(name) ? [full] : [];
  });

/** The folder index's re-exports, one statement per entry (Prettier may spread one over lines). */
function reexportsOf(folder: string): Array<{ type: boolean; names: string[]; from: string; text: string }> {
  const text = readFileSync(path.join(COMPONENTS, folder, 'index.ts'), 'utf8')
    .replace(/\/\/.*$/gm, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\{ /g, '{')
    .replace(/,? \}/g, '}');
  return text
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((statement) => {
      const match = REEXPORT.exec(`${statement};`);
      if (!match) return { type: false, names: [], from: '', text: statement };
      return {
        type: match[1] !== undefined,
        names: match[2]!
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean),
        from: match[3]!,
        text: statement,
      };
    });
}

/** `function X()` or `function X ()` with no parameter list: a component that takes no props. */
const takesNoProps = (source: string, name: string) => new RegExp(`function ${name}\\s*\\(\\s*\\)`).test(source);

describe('component folders', () => {
  it('are all read', () => {
    expect(folders.length).toBeGreaterThan(20);
  });

  it.each(folders)('%s: its index.ts holds named re-exports only', (folder) => {
    const odd = reexportsOf(folder).filter((r) => r.from === '');
    expect(odd.map((r) => r.text)).toEqual([]);
  });

  it.each(folders)('%s: each component it exports exports its props beside it', (folder) => {
    const entries = reexportsOf(folder);
    const types = new Map(entries.filter((r) => r.type).flatMap((r) => r.names.map((n) => [n, r.from] as const)));
    const missing = entries
      .filter((r) => !r.type)
      .flatMap((r) => r.names.map((name) => ({ name, from: r.from })))
      .filter(({ name }) => /^[A-Z][a-z]/.test(name))
      .filter(({ name, from }) => {
        const source = readFileSync(path.join(COMPONENTS, folder, `${from}.tsx`), 'utf8');
        if (takesNoProps(source, name)) return false;
        const propsFrom = types.get(`${name}Props`);
        return propsFrom !== from && propsFrom !== 'types';
      });
    expect(
      missing.map(({ name, from }) => `${name} (${from}.tsx) without ${name}Props from ./${from} or ./types`),
    ).toEqual([]);
  });

  it.each(folders)('%s: has a types.ts only when two files share it', (folder) => {
    const typesFile = path.join(COMPONENTS, folder, 'types.ts');
    if (!existsSync(typesFile)) return;
    const users = walk(path.join(root, 'src'))
      .filter((file) => !TEST.test(file) && path.basename(file) !== 'index.ts' && file !== typesFile)
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        const specifier = path.relative(path.dirname(file), typesFile.replace(/\.ts$/, '')).split(path.sep).join('/');
        const relative = specifier.startsWith('.') ? specifier : `./${specifier}`;
        return source.includes(`from '${relative}'`);
      })
      .map((file) => path.relative(root, file));
    expect(users.length, `${folder}/types.ts is used by ${users.join(', ') || 'no file'}`).toBeGreaterThanOrEqual(2);
  });
});
