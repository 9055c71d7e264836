// Render counts per typewriter tick and per poll, and the JS heap over a simulated hour,
// in the system Chromium driven by Playwright with a fake page clock.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const HOOK = readFileSync(new URL('./render-hook.js', import.meta.url), 'utf8');

/** Names of the library's own components (PascalCase functions in src/), to leave out library internals. */
export function ourComponentNames(srcDir = 'src') {
  const names = new Set();
  const visit = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) visit(full);
      else if (/\.tsx$/.test(name) && !/\.test\.tsx$/.test(name)) {
        for (const m of readFileSync(full, 'utf8').matchAll(/function ([A-Z]\w+)\s*\(/g)) names.add(m[1]);
      }
    }
  };
  visit(srcDir);
  return names;
}

const POLLS = [
  { path: '/api/dashboard', intervalMs: 30_000 },
  { path: '/api/trades', intervalMs: 15_000 },
  { path: '/api/activities', intervalMs: 20_000 },
];

/** A payload like the last one with one thing changed, as a real poll brings. */
function changed(pathname, body, n) {
  if (pathname === '/api/dashboard')
    return { ...body, currentBalance: Math.round((body.currentBalance + 1.23 * n) * 100) / 100 };
  if (pathname === '/api/trades') return [{ pair: 'XAU/USD', profit: 100 + n }, ...body.slice(0, -1)];
  return [
    {
      id: `bench-${n}`,
      type: 'trade',
      title: 'AI trade closed: XAU/USD',
      description: `Position closed at +$${100 + n}.00`,
      timestamp: new Date().toISOString(),
    },
    ...body.slice(0, -1),
  ];
}

/** Commits grouped by the component whose update started them: { origin: { commits, renders: { name: n } } }. */
function byOrigin(commits, ours) {
  const out = {};
  for (const c of commits) {
    const originsInCommit = new Set();
    for (const [name, origin] of c.renders) {
      if (!ours.has(name)) continue;
      const o = (out[origin] ??= { commits: 0, renders: {} });
      o.renders[name] = (o.renders[name] ?? 0) + 1;
      originsInCommit.add(origin);
    }
    for (const origin of originsInCommit) out[origin].commits++;
  }
  return out;
}

export async function measureRenders({ url, ours = ourComponentNames(), heapMinutes = 60, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    const page = await context.newPage();
    await page.addInitScript(HOOK);
    await page.clock.install();

    // The API goes to the real server (live simulation) unless a poll below asks for the
    // same answer again or for a changed one.
    const last = {};
    const mode = {};
    const requests = [];
    let n = 0;
    await page.route('**/api/*', async (route) => {
      const pathname = new URL(route.request().url()).pathname;
      requests.push(pathname);
      const m = mode[pathname] ?? 'live';
      if (m === 'live' || last[pathname] === undefined) {
        const response = await route.fetch();
        const body = await response.json();
        last[pathname] = body;
        return route.fulfill({ response, json: body });
      }
      const body = m === 'same' ? last[pathname] : changed(pathname, last[pathname], ++n);
      last[pathname] = body;
      return route.fulfill({ status: 200, contentType: 'application/json', json: body });
    });

    await page.goto(url);
    await page.getByText('Live Activity Feed').waitFor();
    // The first HTML carries the data (docs/requirements.md §9.3), so the page has asked for none yet: a poll
    // with the 'same' answer answers what its data block holds.
    const block = await page.evaluate(() => document.getElementById('smartburn-initial-state')?.textContent);
    for (const q of block ? JSON.parse(block).queries.queries : []) last[q.queryKey[0]] ??= q.state.data;
    // Let the idle chunk (decorations, freshness) load. The toast region and tooltips load on
    // demand (the first toast, F8, a pointer): they are not on the page until then.
    await page.locator('[data-phrase]').first().waitFor({ state: 'attached' });
    // The typewriter's loop starts once the page is idle (src/components/Typewriter).
    await page.locator('h1[data-typing="true"]').waitFor({ state: 'attached' });
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));

    const settle = async () => {
      for (let i = 0; i < 8; i++) {
        await page.waitForTimeout(15);
        await page.clock.runFor(1);
      }
    };
    const start = () => page.evaluate(() => window.__renderCounter.start());
    const stop = () => page.evaluate(() => window.__renderCounter.stop());

    // 1. Typewriter ticks (motion on): 6 s of page time, moved 5 ms at a time.
    await start();
    for (let t = 0; t < 6_000; t += 5) await page.clock.runFor(5);
    await settle();
    const tickCommits = await stop();
    const typewriter = byOrigin(tickCommits, ours);
    log(`typewriter: ${JSON.stringify(typewriter.Typewriter ?? {})}`);

    // 2. Polls, motion paused so decorations do not mix in: each endpoint once with the
    // same answer and once with one value changed.
    await page.getByRole('button', { name: 'Pause motion' }).click();
    await settle();
    for (const p of POLLS) mode[p.path] = 'same';
    const polls = [];
    for (const p of POLLS) {
      for (const kind of ['same', 'changed']) {
        // Start at a moment right after this endpoint's previous poll.
        mode[p.path] = kind;
        await start();
        const before = requests.filter((r) => r === p.path).length;
        for (let t = 0; t <= p.intervalMs + 1_000 && requests.filter((r) => r === p.path).length === before; t += 500) {
          await page.clock.runFor(500);
          await page.waitForTimeout(5);
        }
        await settle();
        await page.waitForTimeout(100);
        await settle();
        const commits = await stop();
        mode[p.path] = 'same';
        polls.push({ endpoint: p.path, data: kind, origins: byOrigin(commits, ours) });
        log(`${p.path} ${kind}: ${JSON.stringify(polls.at(-1).origins)}`);
      }
    }

    // 3. Heap over a simulated hour of polling and animation (live data, motion on).
    await page.getByRole('button', { name: 'Resume motion' }).click();
    // Straight to the server from here: request interception keeps data of its own.
    let heapRequests = 0;
    page.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/api/') && heapRequests++));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const cdp = await context.newCDPSession(page);
    const sample = async (minute) => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const dom = await cdp.send('Memory.getDOMCounters');
      return { minute, heapBytes: usedSize, nodes: dom.nodes, listeners: dom.jsEventListeners };
    };
    const samples = [await sample(0)];
    for (let minute = 1; minute <= heapMinutes; minute++) {
      for (let s = 0; s < 60; s++) await page.clock.runFor(1_000);
      await settle();
      if (minute % 10 === 0 || minute === 1 || minute === Math.round(heapMinutes / 2) || minute === heapMinutes) {
        samples.push(await sample(minute));
        log(`heap at ${minute} min: ${JSON.stringify(samples.at(-1))}`);
      }
    }
    const heap = { samples, polls: heapRequests };
    return { typewriter, polls, heap };
  } finally {
    await browser.close();
  }
}
