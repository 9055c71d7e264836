// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, Logger, parse, type ParseResult } from '@terrazzo/parser';
// @ts-expect-error: a plain-JS build script, no type declarations
import { THEMES as BUILT_THEMES } from '../../scripts/tokens/build.mjs';

/**
 * The published DTCG 2025.10 files (docs/requirements.md §8.4) read by a parser no one here
 * wrote, Terrazzo's, with its built-in lint rules: no error and no warning. The theme sets are
 * read through the resolver, which loads each of them.
 */

const THEMES = BUILT_THEMES as string[];
const generated = path.resolve(__dirname, '../../src/theme/generated');
const published = ['tokens.json', ...THEMES.map((t) => `dtcg/${t}.json`), 'dtcg/resolver.json'];

/** Terrazzo's logger, silent, keeping what it warns about for the assertion. */
class RecordingLogger extends Logger {
  warnings: string[] = [];
  constructor() {
    super({ level: 'silent' });
  }
  override warn(...entries: Parameters<Logger['warn']>) {
    this.warnings.push(...entries.map((e) => e.message));
    super.warn(...entries);
  }
}

async function parseFile(file: string, src = readFileSync(file, 'utf8')) {
  const logger = new RecordingLogger();
  const config = defineConfig({}, { cwd: pathToFileURL(`${generated}/`) });
  const result = await parse([{ filename: pathToFileURL(file), src }], { config, logger });
  return { result, logger };
}

/** Each token's id and value, to compare two parses. */
const values = (tokens: ParseResult['tokens']) =>
  Object.fromEntries(Object.entries(tokens).map(([id, token]) => [id, token.$value]));

describe('the DTCG 2025.10 files, read by @terrazzo/parser', () => {
  it.each(published)('%s: parses with no error and no warning', async (name) => {
    const { result, logger } = await parseFile(path.join(generated, name));
    expect(logger.warnings).toEqual([]);
    expect(logger.errorCount).toBe(0);
    expect(Object.keys(result.tokens).length).toBeGreaterThan(100);
  });

  it.each(THEMES)("the resolver with theme %s gives that theme's file", async (theme) => {
    const { result } = await parseFile(path.join(generated, 'dtcg/resolver.json'));
    const { result: themeFile } = await parseFile(path.join(generated, `dtcg/${theme}.json`));
    expect(values(result.resolver.apply({ theme }))).toEqual(values(themeFile.tokens));
  });

  it('tokens.json is the default theme', () => {
    const read = (name: string) => readFileSync(path.join(generated, name), 'utf8');
    expect(read('tokens.json')).toBe(read(`dtcg/${THEMES[0]}.json`));
  });

  it('fails on a broken token (the check can fail)', async () => {
    const file = path.join(generated, 'tokens.json');
    const broken = readFileSync(file, 'utf8').replace('"{base.color.ink.950}"', '"{base.color.ink.951}"');
    await expect(parseFile(file, broken)).rejects.toThrow(/Could not resolve alias \{base\.color\.ink\.951\}/);
  });
});
