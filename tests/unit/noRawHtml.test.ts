// @vitest-environment node
import { ESLint } from 'eslint';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/requirements.md §5.6: nothing from the API may reach the HTML parser. The lint rule forbids every way in;
 * this test proves the rule fires, and that no source file of ours uses the escape hatch.
 */

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function ruleMessages(code: string, file = 'src/components/Probe/Probe.tsx') {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the no-raw-HTML lint rule', () => {
  it.each([
    [
      'the JSX attribute',
      'export const P = ({ t }: { t: string }) => <p dangerouslySetInnerHTML={{ __html: t }} />;\n',
    ],
    [
      'the prop through createElement',
      "import { createElement } from 'react';\nexport const p = (t: string) => createElement('p', { dangerouslySetInnerHTML: { __html: t } });\n",
    ],
    ['innerHTML', 'export function f(el: HTMLElement, t: string) {\n  el.innerHTML = t;\n}\n'],
    ['outerHTML', 'export function f(el: HTMLElement, t: string) {\n  el.outerHTML = t;\n}\n'],
    [
      'insertAdjacentHTML',
      "export function f(el: HTMLElement, t: string) {\n  el.insertAdjacentHTML('beforeend', t);\n}\n",
    ],
    ['document.write', 'export function f(t: string) {\n  document.write(t);\n}\n'],
    ['eval', 'export function f(t: string) {\n  return eval(t);\n}\n'],
  ])('fails on %s', { timeout: 30_000 }, async (_, code) => {
    expect((await ruleMessages(code)).length).toBeGreaterThan(0);
  });

  it('lets text through', { timeout: 30_000 }, async () => {
    expect(await ruleMessages('export const P = ({ t }: { t: string }) => <p title={t}>{t}</p>;\n')).toEqual([]);
  });
});

describe('our sources', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return name === 'node_modules' || name === '__screenshots__' ? [] : files(full);
      return /\.(tsx?|mjs|cjs|js)$/.test(name) ? [full] : [];
    });

  it('never use dangerouslySetInnerHTML', () => {
    const sources = ['src', 'app', 'stories', 'mocks', 'e2e', '.storybook'].flatMap((d) => {
      try {
        return files(path.join(root, d));
      } catch {
        return [];
      }
    });
    expect(sources.length).toBeGreaterThan(50);
    const offenders = sources.filter((f) => readFileSync(f, 'utf8').includes('dangerouslySetInnerHTML'));
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });
});
