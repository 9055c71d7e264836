// @vitest-environment node
import { getResponse } from 'msw';
import {
  createLiveSimulation,
  createScenario,
  scenarioNames,
  allHandlers,
  handlers,
  fixtures,
  historyCsv,
  historyFixtures,
  historyHandlers,
} from './index';
import {
  parseResponse,
  dashboardSummarySchema,
  tradesSchema,
  activitiesSchema,
  historySchema,
} from '../src/data/schemas';
import { isTxHash } from '../src/format/activityLinks';
import { HISTORY_MAX_POINTS, HISTORY_RANGES } from '../src/constants';
import type { HistoryResponse } from '../src/data/historyTypes';

const get = async (groups: Parameters<typeof allHandlers>[0], path: string) => {
  const res = await getResponse(allHandlers(groups), new Request(`http://localhost${path}`));
  if (!res) throw new Error(`no handler for ${path}`);
  return res;
};

describe('live simulation', () => {
  const T0 = Date.parse('2026-03-01T00:00:00Z');

  it('is deterministic for a seed and a clock', () => {
    const a = createLiveSimulation(7, { startAt: T0 }).snapshot(T0 + 3_600_000);
    const b = createLiveSimulation(7, { startAt: T0 }).snapshot(T0 + 3_600_000);
    expect(a).toEqual(b);
    const c = createLiveSimulation(8, { startAt: T0 }).snapshot(T0 + 3_600_000);
    expect(c.trades).not.toEqual(a.trades);
  });

  it('moves over time: new trades and activities appear, balances change', () => {
    const sim = createLiveSimulation(7, { startAt: T0 });
    const early = sim.snapshot(T0);
    const later = sim.snapshot(T0 + 60_000);
    expect(later.trades[0]).toEqual(sim.snapshot(T0 + 60_000).trades[0]);
    expect(later.trades.slice(4)).toEqual(early.trades.slice(0, -4));
    expect(later.activities[0]?.id).not.toBe(early.activities[0]?.id);
    expect(later.activities.slice(3)).toEqual(early.activities.slice(0, -3));
    expect(later.dashboard.totalGenerated).toBeGreaterThan(early.dashboard.totalGenerated);
  });

  it('always answers valid payloads, with all four activity types over a day', () => {
    const sim = createLiveSimulation(3, { startAt: T0 });
    const types = new Set<string>();
    for (let h = 0; h < 24; h++) {
      const snap = sim.snapshot(T0 + h * 3_600_000);
      parseResponse('/api/dashboard', dashboardSummarySchema, snap.dashboard);
      parseResponse('/api/trades', tradesSchema, snap.trades);
      parseResponse('/api/activities', activitiesSchema, snap.activities);
      snap.activities.forEach((a) => types.add(a.type));
    }
    expect([...types].sort()).toEqual(['burn', 'reinvest', 'system', 'trade']);
  });

  it('gives every burn its own valid transaction hash, and nothing else one', () => {
    const { activities } = createLiveSimulation(5, { startAt: T0 }).snapshot(T0 + 6 * 3_600_000);
    const burns = activities.filter((a) => a.type === 'burn');
    expect(burns.length).toBeGreaterThan(0);
    for (const burn of burns) expect(burn.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(new Set(burns.map((b) => b.txHash)).size).toBe(burns.length);
    expect(activities.filter((a) => a.type !== 'burn' && a.txHash !== undefined)).toEqual([]);
    for (const burn of fixtures.activities.filter((a) => a.type === 'burn')) expect(isTxHash(burn.txHash)).toBe(true);
  });

  it('writes dollar amounts in the feed as the cards do: grouped, two decimals', () => {
    const { activities } = createLiveSimulation(5, { startAt: T0 }).snapshot(T0 + 6 * 3_600_000);
    const amounts = activities.flatMap((a) => a.description.match(/\$[\d,.]+/g) ?? []);
    expect(amounts.length).toBeGreaterThan(20);
    expect(amounts.some((m) => m.includes(','))).toBe(true);
    for (const m of amounts) expect(m).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  it('answers through its handlers with the clock it was given', async () => {
    let now = T0;
    const sim = createLiveSimulation(7, { startAt: T0, now: () => now });
    const first = await (await get(sim, '/api/trades')).json();
    now += 15_000;
    const second = await (await get(sim, '/api/trades')).json();
    expect(second[1]).toEqual(first[0]);
    expect(second).toEqual(sim.snapshot(now).trades);
  });
});

describe('scenarios', () => {
  it('has every named scenario', () => {
    expect(scenarioNames).toEqual([
      'populated',
      'empty',
      'loading',
      'slow',
      'error',
      'unauthorized',
      'malformed',
      'flaky',
      'huge',
    ]);
  });

  it('populated answers the fixtures', async () => {
    expect(await (await get(handlers, '/api/dashboard')).json()).toEqual(fixtures.dashboard);
  });

  it('error answers 500 with a body, unauthorized 401', async () => {
    const err = await get(createScenario('error'), '/api/trades');
    expect(err.status).toBe(500);
    expect(await err.text()).toBe('Internal Server Error: pool database unavailable');
    expect((await get(createScenario('unauthorized'), '/api/trades')).status).toBe(401);
  });

  it('flaky: every other request fails, per endpoint', async () => {
    const flaky = createScenario('flaky');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(flaky, '/api/activities')).status);
    expect(statuses).toEqual([200, 503, 200, 503]);
    expect((await get(flaky, '/api/trades')).status).toBe(200);
  });

  it('malformed answers payloads the schemas reject', async () => {
    const m = createScenario('malformed');
    expect(() => parseResponse('/api/dashboard', dashboardSummarySchema, fixtures.dashboard)).not.toThrow();
    for (const [path, schema] of [
      ['/api/dashboard', dashboardSummarySchema],
      ['/api/trades', tradesSchema],
      ['/api/activities', activitiesSchema],
    ] as const) {
      const body = await (await get(m, path)).json();
      expect(() => parseResponse(path, schema, body)).toThrow(/Invalid response/);
    }
  });

  it('huge has 10 000 activities and 1 000 trades, all valid', async () => {
    const h = createScenario('huge');
    const activities = await (await get(h, '/api/activities')).json();
    expect(activities).toHaveLength(10_000);
    expect(parseResponse('/api/activities', activitiesSchema, activities)).toHaveLength(10_000);
    expect(await (await get(h, '/api/trades')).json()).toHaveLength(1_000);
  });
});

describe('history handlers (docs/requirements.md §13.3)', () => {
  it('answer each range, a CSV of the same points and burns, and a 400 for a bad range', async () => {
    const week = (await (await get(handlers, '/api/history?range=7d')).json()) as HistoryResponse;
    expect(parseResponse('/api/history', historySchema, week)).toEqual(historyFixtures.populated['7d']);
    expect(week.range).toBe('7d');
    const csv = await get(handlers, '/api/history.csv?range=7d');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="smartburn-history-7d-${week.to.slice(0, 10)}.csv"`,
    );
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('at,currentBalance,totalGenerated,burnPoolTotal,tokensBurned,burn');
    expect(lines).toHaveLength(1 + week.points.length + week.burns.length);
    expect((await get(handlers, '/api/history?range=2y')).status).toBe(400);
    expect((await get(handlers, '/api/history')).status).toBe(400);
  });

  it('escape burn titles a spreadsheet would run as a formula', () => {
    const csv = historyCsv(historyFixtures.hostile['30d']);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('end the populated history at the dashboard fixture, with no more points than a range holds', () => {
    for (const range of HISTORY_RANGES) {
      const { points } = historyFixtures.populated[range];
      expect(points.length).toBeLessThanOrEqual(HISTORY_MAX_POINTS);
      expect(points.at(-1)).toMatchObject({
        currentBalance: fixtures.dashboard.currentBalance,
        burnPoolTotal: fixtures.dashboard.burnPoolTotal,
        totalGenerated: fixtures.dashboard.totalGenerated,
      });
    }
    expect(historyFixtures.populated['24h'].points).toHaveLength(288);
  });

  it('answer a scenario with its history: none yet when empty, a 500 on error, a 404 without history', async () => {
    const empty = (await (await get(createScenario('empty'), '/api/history?range=24h')).json()) as HistoryResponse;
    expect(empty).toMatchObject({ since: null, points: [] });
    expect((await get(createScenario('error'), '/api/history?range=24h')).status).toBe(500);
    expect((await get({ ...handlers, history: historyHandlers.noHistory }, '/api/history?range=24h')).status).toBe(404);
  });
});
