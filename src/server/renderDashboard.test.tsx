// @vitest-environment node
import { JSDOM } from 'jsdom';
import { fixtures, FIXTURE_NOW } from '../../mocks/fixtures';
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
});
