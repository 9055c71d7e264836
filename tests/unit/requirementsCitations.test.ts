// @vitest-environment node
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The requirements live in the repository (docs/requirements.md) and comments cite
 * them as `docs/requirements.md §4.5`. This fails when a file of ours points at a document
 * outside the repository, cites a section that docs/requirements.md does not have, or, in
 * code, cites a tracker issue ("issue 13"), which a reader of the code cannot follow.
 */

const root = path.resolve(__dirname, '../..');
const REQUIREMENTS = 'docs/requirements.md';
const SCANNED_DIRS = ['src', 'app', 'mocks', 'scripts', 'stories', 'e2e', 'tests', '.storybook'];
const SCANNED_FILES = ['README.md', 'CONTRIBUTING.md', REQUIREMENTS];
const SKIPPED_DIRS = new Set(['node_modules', '__screenshots__', 'fonts', 'public']);
const TEXT = /\.(?:[cm]?[jt]sx?|mdx?|html)$/;
const SELF = path.relative(root, __filename);

/** Ways of pointing at the product documents that live outside the repository. */
const OUTSIDE_DOCUMENT = [
  /\bspec(?:'s)?\s+section\b/i,
  /\(spec:/i,
  /\bdesign\s+decision\b/i,
  /\bdecision\s+\d+\b/i,
  /\b(?:spec|design|style)\.md\b/i,
  /\/work\/shared\b/,
];
/** A tracker issue named in code: "issue 13", "issues 8 and 13", "Issue #7". */
const TRACKER_ISSUE = /\bissues? #?\d+/i;
/** Code, where a comment must say its reason or cite docs/requirements.md (Markdown may tell history). */
const CODE = /\.(?:[cm]?[jt]sx?|mdx|html)$/;
/** The server's files are another team's for now; they are held to the rule once it has cleaned them. */
const ISSUE_RULE_SKIPS = /^app\/server/;
const SECTION_REFERENCE = /§\s*(\d+(?:\.\d+)*)/g;
const HEADING = /^#{2,3} (\d+(?:\.\d+)?)\.? \S/;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : walk(full);
    return TEXT.test(name) ? [path.relative(root, full)] : [];
  });

const scanned = [
  ...SCANNED_DIRS.flatMap((dir) => walk(path.join(root, dir))),
  ...SCANNED_FILES.filter((file) => existsSync(path.join(root, file))),
].filter((file) => file !== SELF);

/** Section numbers of docs/requirements.md, in order of appearance. */
function sections(markdown: string): string[] {
  return markdown.split('\n').flatMap((line) => HEADING.exec(line)?.[1] ?? []);
}

/** `file:line: text` for each line where `find` reports something. */
function findings(find: (line: string) => string[]): string[] {
  return scanned.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => find(line).map((what) => `${file}:${i + 1}: ${what}`)),
  );
}

const trackerIssues = (line: string) => TRACKER_ISSUE.exec(line)?.[0] ?? [];
const outsideDocuments = (line: string) => OUTSIDE_DOCUMENT.flatMap((pattern) => pattern.exec(line)?.[0] ?? []);
const unknownSections = (known: ReadonlySet<string>) => (line: string) =>
  [...line.matchAll(SECTION_REFERENCE)].flatMap(([reference, number]) =>
    known.has(number as string) ? [] : [reference],
  );

const known = new Set(sections(readFileSync(path.join(root, REQUIREMENTS), 'utf8')));

describe(REQUIREMENTS, () => {
  it('numbers its sections once each, subsections under their section', () => {
    const numbers = sections(readFileSync(path.join(root, REQUIREMENTS), 'utf8'));
    expect(numbers.length).toBeGreaterThan(20);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers.filter((x) => x.includes('.'))) expect(known).toContain(n.split('.')[0]);
  });
});

describe('citations', () => {
  it('scans the sources, stories, tests, scripts and docs', () => {
    for (const file of ['src/constants.ts', 'app/server/snapshot.ts', 'stories/support.ts', 'README.md']) {
      expect(scanned).toContain(file);
    }
  });

  it('point at no document outside the repository', () => {
    expect(findings(outsideDocuments)).toEqual([]);
  });

  it('name no tracker issue in code', () => {
    const code = scanned.filter((file) => CODE.test(file) && !ISSUE_RULE_SKIPS.test(file));
    expect(code.length).toBeGreaterThan(100);
    const found = code.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => [trackerIssues(line)].flat().map((what) => `${file}:${i + 1}: ${what}`)),
    );
    expect(found).toEqual([]);
  });

  it.each([
    '// Hydrating (issue 13), the phrase',
    ' * Issue 16: the indicator',
    "lines.push('## Goals (issues 8 and 13)')",
    '// see issue #7',
  ])('finds a tracker issue in %j', (line) => {
    expect(trackerIssues(line)).not.toEqual([]);
  });

  it.each(['// the issue is the clock', '// 13 issues remain'])('finds none in %j', (line) => {
    expect(trackerIssues(line)).toEqual([]);
  });

  it(`name only sections ${REQUIREMENTS} has`, () => {
    expect(findings(unknownSections(known))).toEqual([]);
  });

  it('are used: the code cites the requirements', () => {
    expect(findings((line) => (line.includes(`${REQUIREMENTS} §`) ? ['cited'] : [])).length).toBeGreaterThan(30);
  });

  it.each([
    '(spec section 4)',
    "the spec's section 9",
    'Skip-delay (spec: 300 ms)',
    '(DESIGN decision 4)',
    'see decision 19',
    'so SPEC.md and the code',
    'as DESIGN.md says',
    'per STYLE.md',
    '/work/shared/spec',
  ])('finds an outside document in %j', (line) => {
    expect(outsideDocuments(line)).not.toEqual([]);
  });

  it.each([
    ['a missing section', `(${REQUIREMENTS} §42.1)`, ['§42.1']],
    ['one missing of two', `(${REQUIREMENTS} §4.5, §4.9)`, ['§4.9']],
    ['a known section', `(${REQUIREMENTS} §4.5)`, []],
    ['a known top-level section', `(${REQUIREMENTS} §3)`, []],
  ])('checks %s', (_, line, expected) => {
    expect(unknownSections(known)(line)).toEqual(expected);
  });
});
