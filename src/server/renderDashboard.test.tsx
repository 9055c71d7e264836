// @vitest-environment node
import { JSDOM } from 'jsdom';
import { fixtures, FIXTURE_NOW } from '../../mocks/fixtures';
import { historyFixtures } from '../../mocks/history';
import { ApiError } from '../data/client';
import { INITIAL_STATE_ELEMENT_ID, parseInitialState } from '../ssr/initialState';
import { renderDashboard, renderPage, type DashboardData, type EndpointData } from './index';

const good = (body: unknown, receivedAt = FIXTURE_NOW): EndpointData => ({ good: { body, receivedAt } });
const populated = (): DashboardData => ({
  dashboard: good(fixtures.dashboard),
  trades: good(fixtures.trades),
  activities: good(fixtures.activities),
});
const render = (data: DashboardData) => renderDashboard({ data, now: FIXTURE_NOW, locale: 'en-US' });

/** The page as a browser parses it (scripts off): what a visitor sees before any script runs. */
function parse({ html, stateScript }: { html: string; stateScript: string }) {
  const dom = new JSDOM(`<!doctype html><body><div id="root">${html}</div>${stateScript}</body>`);
  return dom.window.document;
}
const textOf = (doc: Document) => doc.getElementById('root')?.textContent ?? '';
const dataOf = (doc: Document) =>
  parseInitialState(doc.getElementById(INITIAL_STATE_ELEMENT_ID)?.textContent ?? '')?.queries.queries.map((q) => [
    q.queryKey[0],
    q.state.data,
  ]);

describe('renderDashboard (@smartburn/ui/server)', () => {
  it('renders the whole page with the figures, the latest three trades and the feed', () => {
    const page = render(populated());
    expect(page.hasData).toBe(true);
    const text = textOf(parse(page));
    for (const figure of [
      '$1,284,562.37',
      '+3.24%',
      '+15.21%',
      '+34.67%',
      '$2,847,391.64',
      '$142,369.58',
      '12,450,000 SBP',
    ])
      expect(text).toContain(figure);
    for (const trade of ['XAU/USD', '+$1,245.20', 'XAU/EUR', '-$312.75', 'XAU/JPY', '+$894.10'])
      expect(text).toContain(trade);
    expect(text).not.toContain('XAG/USD'); // the fourth trade: only the latest three show
    for (const activity of fixtures.activities) expect(text).toContain(activity.title);
    expect(text).toContain('5 minutes ago'); // relative to the render time
    for (const block of ['SMART TRADING POOL', 'How SmartBurn Works', 'Live Activity Feed', 'All rights reserved'])
      expect(text).toContain(block);
    expect(page.styleTags).toMatch(/^<style data-emotion="sb-global /);
  });

  it('puts the query cache in a JSON data block that reads back exactly', () => {
    const page = render(populated());
    expect(page.stateScript).toMatch(
      new RegExp(`^<script type="application/json" id="${INITIAL_STATE_ELEMENT_ID}">[^<]*</script>$`),
    );
    const doc = parse(page);
    expect(dataOf(doc)).toEqual([
      ['/api/dashboard', fixtures.dashboard],
      ['/api/trades', fixtures.trades],
      ['/api/activities', fixtures.activities],
    ]);
    const state = parseInitialState(doc.getElementById(INITIAL_STATE_ELEMENT_ID)!.textContent!);
    expect(state).toMatchObject({ renderedAt: FIXTURE_NOW, locale: 'en-US' });
    // Each query keeps when its data was received: the browser does not fetch it again at once.
    expect(state!.queries.queries.map((q) => q.state.dataUpdatedAt)).toEqual([FIXTURE_NOW, FIXTURE_NOW, FIXTURE_NOW]);
  });

  it('escapes hostile API text in the HTML and in the data block: nothing runs, nothing ends early, data intact', () => {
    const hostile = [
      '</script><script>window.__pwned = 1</script>',
      '<!--<script>window.__pwned = 2</script>',
      '<img src=x onerror="window.__pwned = 3">',
      'line\u2028separator\u2029paragraph',
      '"quotes" & \'apostrophes\' \\ backslash </SCRIPT >',
    ];
    const activities = hostile.map((title, i) => ({
      id: `h${i}`,
      type: 'system',
      title,
      description: hostile[(i + 1) % hostile.length] as string,
      timestamp: new Date(FIXTURE_NOW - i * 60_000).toISOString(),
    }));
    const trades = [{ pair: hostile[0], profit: 1 }, ...fixtures.trades];
    const dashboard = { ...fixtures.dashboard, tokensBurned: hostile[1] };
    const page = render({ dashboard: good(dashboard), trades: good(trades), activities: good(activities) });

    // In the data block: no `<` at all (so no `</script` or `<!--`), no raw line separators.
    const block = page.stateScript.slice(page.stateScript.indexOf('>') + 1, -'</script>'.length);
    expect(block).not.toMatch(/[<\u2028\u2029]/);

    // A browser parsing the page (scripts on) runs nothing and finds one data block, whole.
    const dom = new JSDOM(`<!doctype html><body><div id="root">${page.html}</div>${page.stateScript}</body>`, {
      runScripts: 'dangerously',
    });
    const doc = dom.window.document;
    expect((dom.window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    // The texts show as text, and the data reads back exactly.
    const text = textOf(doc);
    for (const t of hostile.slice(0, 3)) expect(text).toContain(t);
    expect(dataOf(doc)).toEqual([
      ['/api/dashboard', dashboard],
      ['/api/trades', trades],
      ['/api/activities', activities],
    ]);
  });

  it('never renders a malformed answer: it counts as absent, and without dashboard data the page is the skeleton', () => {
    const skeleton = renderPage('/', {});
    const badDashboard = render({
      ...populated(),
      dashboard: good({ ...fixtures.dashboard, currentBalance: 'MALFORMED-BALANCE' }),
    });
    expect(badDashboard).toMatchObject({ hasData: false, stateScript: '', html: skeleton.html });
    expect(badDashboard.html).not.toContain('MALFORMED');

    const badTrades = render({ ...populated(), trades: good([{ pair: 'MALFORMED-PAIR', profit: 'x' }]) });
    expect(badTrades.hasData).toBe(false);
    expect(badTrades.html).not.toContain('MALFORMED');
    expect(badTrades.html).not.toContain('$1,284,562.37');
  });

  it('shows the last good data marked stale, with when it was received, when the last refresh failed', () => {
    const page = render({
      ...populated(),
      dashboard: {
        good: { body: fixtures.dashboard, receivedAt: FIXTURE_NOW - 3 * 60_000 },
        failure: { status: 503, message: '503: Service Unavailable', at: FIXTURE_NOW - 10_000 },
      },
    });
    const doc = parse(page);
    expect(textOf(doc)).toContain('$1,284,562.37');
    const marks = [...doc.querySelectorAll('[data-testid="stale-mark"]')].map((m) => m.textContent);
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark).toContain('Stale — last update failed, data from 3 minutes ago');
    const state = parseInitialState(doc.getElementById(INITIAL_STATE_ELEMENT_ID)!.textContent!)!;
    const dashboard = state.queries.queries[0]!.state;
    expect(dashboard).toMatchObject({ status: 'error', dataUpdatedAt: FIXTURE_NOW - 3 * 60_000 });
    expect(dashboard.error).toBeInstanceOf(ApiError);
    expect(dashboard.error).toMatchObject({ status: 503, message: '503: Service Unavailable' });
  });

  it('shows a failed first load of trades inline, the rest of the page with its data', () => {
    const page = render({
      ...populated(),
      trades: { failure: { status: 500, message: '500: boom', at: FIXTURE_NOW } },
    });
    const text = textOf(parse(page));
    expect(page.hasData).toBe(true);
    expect(text).toContain('Trades could not be loaded');
    expect(text).toContain('500: boom');
    expect(text).toContain('$1,284,562.37');
  });

  it('renders the skeleton, as a page without data starts, when there is no dashboard data or an endpoint has not answered', () => {
    const skeleton = renderPage('/', {});
    expect(skeleton.html).toContain('Loading dashboard');
    const cases: DashboardData[] = [
      {},
      { trades: good(fixtures.trades), activities: good(fixtures.activities) },
      { ...populated(), dashboard: { failure: { status: 502, message: '502: Bad gateway', at: FIXTURE_NOW } } },
      { dashboard: good(fixtures.dashboard), trades: good(fixtures.trades) },
    ];
    for (const data of cases) {
      const page = render(data);
      expect(page).toMatchObject({
        hasData: false,
        stateScript: '',
        html: skeleton.html,
        styleTags: skeleton.styleTags,
      });
    }
  });

  describe('the trends (docs/requirements.md §13.4)', () => {
    const day = historyFixtures.populated['24h'];
    const withHistory = (history: EndpointData) => render({ ...populated(), history });

    it("puts the 24h charts and their table in the first HTML, and the answer in the data block under the range's key", () => {
      const page = withHistory(good(day));
      const doc = parse(page);
      const section = doc.getElementById('trends')!;
      expect(section.querySelector('h2')?.textContent).toBe('Trends');
      const charts = [...section.querySelectorAll('svg[role="img"]')];
      expect(charts.map((c) => c.getAttribute('aria-label'))).toEqual([
        expect.stringContaining('Current Balance over the last 24 hours'),
        expect.stringContaining('Smart Burn Pool over the last 24 hours'),
        expect.stringContaining('SmartBurn Burned over the last 24 hours'),
      ]);
      expect(charts[0]!.querySelector('[data-part="series"] path[vector-effect]')?.getAttribute('d')).toMatch(
        /^M3.5 [\d.]+(L[\d.]+ [\d.]+){287}$/,
      );
      // Times in UTC on the server (the browser switches to the visitor's zone after hydrating).
      expect(section.querySelector('table th')?.textContent).toBe('Time (UTC)');
      const firstRow = section.querySelector('tbody tr')!;
      expect(firstRow.textContent).toBe('Jan 15, 2026, 12:00 PM$1,284,562.37$142,369.5812,450,000');
      expect(section.querySelector('a[download]')?.getAttribute('href')).toBe('/api/history.csv?range=24h');
      const state = parseInitialState(doc.getElementById(INITIAL_STATE_ELEMENT_ID)!.textContent!)!;
      // The server tells its page that it serves history: only then does the page ask for it.
      expect(state.history).toBe(true);
      const queries = state.queries.queries;
      expect(queries.find((q) => q.queryKey[0] === '/api/history')).toMatchObject({
        queryKey: ['/api/history', '24h'],
        state: { data: day, dataUpdatedAt: FIXTURE_NOW },
      });
    });

    it('keeps the page complete without history, and renders no trends from a malformed or wrong-range answer', () => {
      for (const history of [undefined, good({ ...day, points: 'none' }), good(historyFixtures.populated['7d'])]) {
        const page = render({ ...populated(), ...(history ? { history } : {}) });
        expect(page.hasData).toBe(true);
        const doc = parse(page);
        // No section: the page it hydrates fetches nothing at once (docs/requirements.md §9.3).
        expect(doc.getElementById('trends')).toBeNull();
        expect(dataOf(doc)?.some(([key]) => key === '/api/history')).toBe(false);
        if (!history)
          expect(
            parseInitialState(doc.getElementById(INITIAL_STATE_ELEMENT_ID)!.textContent!)?.history,
          ).toBeUndefined();
      }
    });

    it('renders no section when the server keeps no history (404), and a failure with Retry otherwise', () => {
      const none = parse(withHistory({ failure: { status: 404, message: '404: Not Found', at: FIXTURE_NOW } }));
      expect(none.getElementById('trends')).toBeNull();
      expect(parseInitialState(none.getElementById(INITIAL_STATE_ELEMENT_ID)!.textContent!)?.history).toBeUndefined();
      expect(textOf(none)).toContain('Live Activity Feed');
      const failed = parse(withHistory({ failure: { status: 500, message: 'store down', at: FIXTURE_NOW } }));
      expect(failed.getElementById('trends')?.textContent).toContain('500: store down');
    });

    it('keeps hostile burn titles as text in the chart and the table', () => {
      const page = withHistory(good(historyFixtures.hostile['24h']));
      const doc = parse(page);
      expect(doc.querySelector('#trends img')).toBeNull();
      expect(doc.querySelector('#trends [data-part="burn-marks"] title')?.textContent).toMatch(
        /^Burn: <img src=x onerror="alert\(1\)">Burn<\/script>/,
      );
      expect(page.html).not.toContain('<img src=x');
    });
  });
});
