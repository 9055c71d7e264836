// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtures, FIXTURE_NOW } from '@smartburn/ui/mocks';
import { renderDashboard } from '@smartburn/ui/server';
import { createHomePage, NONCE_PLACEHOLDER } from './homePage';
import type { Snapshot } from './snapshotTypes';

// The real renderer, watched: which data each render of / is given.
vi.mock('@smartburn/ui/server', async (importOriginal) => {
  const original = await importOriginal<typeof import('@smartburn/ui/server')>();
  return { ...original, renderDashboard: vi.fn(original.renderDashboard) };
});

let dist: string;
beforeAll(() => {
  const root = mkdtempSync(path.join(tmpdir(), 'sb-home-'));
  dist = path.join(root, 'dist-app');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  // What `vite build` makes of app/index.html, in short.
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta name="csp-nonce" content="${NONCE_PLACEHOLDER}" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
  );
  writeFileSync(
    path.join(dist, 'assets/index-abc.css'),
    [
      '@font-face{src:url(/assets/orbitron-latin-800-normal-x1.woff2)}',
      '@font-face{src:url(/assets/noto-sans-jp-latin-400-normal-x2.woff2)}',
      '@font-face{src:url(/assets/jetbrains-mono-latin-500-normal-x3.woff2)}',
      '@font-face{src:url(/assets/orbitron-latin-400-normal-x4.woff2)}',
      // The Japanese subset, sliced by unicode-range: only the slice with the subtitle's glyphs, at 400 and 700.
      '@font-face{font-weight:400;src:url(/assets/noto-sans-jp-subset-400-1-x5.woff2);unicode-range:U+25B6}',
      '@font-face{font-weight:400;src:url(/assets/noto-sans-jp-subset-400-2-x6.woff2);unicode-range:U+306E,U+30B0-30BA}',
      '@font-face{font-weight:700;src:url(/assets/noto-sans-jp-subset-700-1-x8.woff2);unicode-range:U+25B6}',
      '@font-face{font-weight:700;src:url(/assets/noto-sans-jp-subset-700-2-x7.woff2);unicode-range:U+306E,U+30B0-30BA}',
    ].join(''),
  );
  return () => rmSync(root, { recursive: true, force: true });
});

const snapshot = (version: number, currentBalance = fixtures.dashboard.currentBalance): Snapshot => ({
  version,
  endpoints: {
    dashboard: { good: { body: { ...fixtures.dashboard, currentBalance }, receivedAt: FIXTURE_NOW } },
    trades: { good: { body: fixtures.trades, receivedAt: FIXTURE_NOW } },
    activities: { good: { body: fixtures.activities, receivedAt: FIXTURE_NOW } },
  },
});

describe('createHomePage', () => {
  it('makes the whole document of / with the data: built CSS inline, no font preloaded, the data block, the nonce left to fill', () => {
    const html = createHomePage({ distDir: dist }).render(snapshot(1));
    expect(html).toContain(`<style nonce="${NONCE_PLACEHOLDER}">@font-face`);
    expect(html).not.toContain('rel="stylesheet"');
    // The brand faces stay off the first visit's path to its largest paint (docs/requirements.md §8.3).
    expect(html).not.toContain('as="font"');
    expect(html).toMatch(/<div id="root" data-shell="\/">.*\$1,284,562\.37.*<\/div><script type="application\/json"/s);
    expect(html).toMatch(new RegExp(`<style data-emotion="sb [^"]*" nonce="${NONCE_PLACEHOLDER}">`));
    // The page does not ask for what it already has.
    expect(html).not.toContain('as="fetch"');
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(html.indexOf('data-emotion'));
  });

  it('renders once per snapshot version and reuses that HTML', () => {
    const home = createHomePage({ distDir: dist });
    const first = home.render(snapshot(1, 111));
    expect(first).toContain('$111.00');
    // Same version: the same string, even though this snapshot object says otherwise.
    expect(home.render(snapshot(1, 222))).toBe(first);
    const next = home.render(snapshot(2, 222));
    expect(next).toContain('$222.00');
    expect(next).not.toContain('$111.00');
  });

  it('is the skeleton, preloading the three answers, without a snapshot or without dashboard data', () => {
    const home = createHomePage({ distDir: dist });
    const none = home.render(undefined);
    const empty = home.render({ version: 3, endpoints: { dashboard: {}, trades: {}, activities: {} } });
    for (const html of [none, empty]) {
      expect(html).toContain('aria-label="Loading dashboard"');
      expect(html).not.toContain('application/json');
      for (const api of ['/api/dashboard', '/api/trades', '/api/activities'])
        expect(html).toContain(`<link rel="preload" href="${api}" as="fetch" crossorigin="use-credentials">`);
    }
    expect(empty).toBe(none);
  });

  it('renders with the history answer (docs/requirements.md §13.2), once per snapshot version and history answer', () => {
    const render = vi.mocked(renderDashboard);
    render.mockClear();
    const home = createHomePage({ distDir: dist });
    const history = (id: number) => ({
      id,
      data: { good: { body: { range: '24h', points: [], burns: [], id }, receivedAt: FIXTURE_NOW } },
    });
    const first = home.render(snapshot(1), history(1));
    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0]?.[0].data.history).toEqual(history(1).data);
    expect(home.render(snapshot(1), history(1))).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    // A new history answer with the same snapshot: rendered again, with it.
    home.render(snapshot(1), history(2));
    expect(render).toHaveBeenCalledTimes(2);
    expect(render.mock.calls[1]?.[0].data.history).toEqual(history(2).data);
    // No history (API_CACHE=off): none passed.
    home.render(snapshot(2));
    expect(render.mock.calls[2]?.[0].data).not.toHaveProperty('history');
  });
});
