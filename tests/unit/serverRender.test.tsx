// @vitest-environment node
// docs/requirements.md §10.2: the package renders on a server as an app team first tries it: no window,
// location, document or storage, no special props; renderToString and both streaming
// renderers give the same markup; styles are hoisted, never inline next to the elements.
import type { ReactElement } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream, renderToReadableStream, renderToString } from 'react-dom/server';
import { FIXTURE_NOW, fixtures } from '../../mocks/fixtures';
import { historyFixtures } from '../../mocks/history';
import * as ui from '../../src/index';
import { createSeededRandom } from '../../src/motion/random';
import { EMOTION_CACHE_KEY } from '../../src/theme/ThemeProvider';
import * as lowerPart from '../../src/pages/DashboardPage/LowerPart';
import { lowerPartModule } from '../../src/deferred/parts';

// The page below the grid is a chunk of its own (React.lazy): a server has it at hand, as
// @smartburn/ui/server's renderPage gives it, so renderToString, which cannot wait for a
// chunk, renders it too.
lowerPartModule.provide(lowerPart);

const {
  DashboardApp,
  SmartBurnProvider,
  createQueryClient,
  dashboardQueryKey,
  tradesQueryKey,
  activitiesQueryKey,
  historyQueryKey,
  formatMoney,
} = ui;
const day = historyFixtures.populated['24h'];

/**
 * React outlines a Suspense boundary of more than its progressive chunk size (12.8 KB) to
 * stream it after the shell: the page's lower part is one since the trends' table is in it
 * (docs/requirements.md §13.4). Once inlined the markup is the same, and that is what these
 * tests compare.
 */
const progressiveChunkSize = Number.MAX_SAFE_INTEGER;

function pipeToString(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

async function readableToString(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element, { progressiveChunkSize, onError: (e) => void e });
  await stream.allReady;
  return new Response(stream).text();
}

/** A QueryClient holding the fixtures, as an app that fetched on its server would pass. */
function filledClient() {
  const client = createQueryClient();
  client.setQueryData(dashboardQueryKey, fixtures.dashboard);
  client.setQueryData(tradesQueryKey, fixtures.trades);
  client.setQueryData(activitiesQueryKey, fixtures.activities);
  client.setQueryData(historyQueryKey('24h'), day);
  return client;
}

const inProviders = (element: ReactElement) => (
  // A seeded random source: the renders of one case must be comparable.
  <SmartBurnProvider
    locale="en-US"
    history
    queryClient={filledClient()}
    motion={{ frozenAt: FIXTURE_NOW, random: createSeededRandom(1) }}
  >
    {element}
  </SmartBurnProvider>
);

const noop = () => {};
/** One element per public component, with the props it needs (data from the fixtures). */
const components: Record<string, () => ReactElement> = {
  DashboardApp: () => <DashboardApp />,
  SmartBurnProvider: () => inProviders(<p>child</p>),
  ThemeProvider: () => (
    <ui.ThemeProvider>
      <p>child</p>
    </ui.ThemeProvider>
  ),
  DashboardPage: () => inProviders(<ui.DashboardPage />),
  NotFoundPage: () => inProviders(<ui.NotFoundPage />),
  Card: () => inProviders(<ui.Card state="stale">card</ui.Card>),
  CardHeader: () => inProviders(<ui.CardHeader>header</ui.CardHeader>),
  CardTitle: () => inProviders(<ui.CardTitle>title</ui.CardTitle>),
  CardBody: () => inProviders(<ui.CardBody>body</ui.CardBody>),
  CardGrid: () => inProviders(<ui.CardGrid>grid</ui.CardGrid>),
  Header: () => inProviders(<ui.Header />),
  Hero: () => inProviders(<ui.Hero />),
  Typewriter: () => inProviders(<ui.Typewriter />),
  DashboardFigures: () => inProviders(<ui.DashboardFigures />),
  DashboardFiguresView: () => inProviders(<ui.DashboardFiguresView summary={fixtures.dashboard} tradesCard={null} />),
  DashboardGrid: () => inProviders(<ui.DashboardGrid summary={fixtures.dashboard} tradesCard={null} />),
  StatCard: () => inProviders(<ui.StatCard title="Pool" value="$1.00" />),
  LatestTradesCardView: () => inProviders(<ui.LatestTradesCardView trades={fixtures.trades} state="ready" />),
  TradesCard: () => inProviders(<ui.TradesCard trades={fixtures.trades} state="ready" />),
  LatestTradesCard: () => inProviders(<ui.LatestTradesCard />),
  ActivityFeed: () => inProviders(<ui.ActivityFeed />),
  ActivityFeedView: () => inProviders(<ui.ActivityFeedView activities={fixtures.activities} state="ready" />),
  ActivityItem: () => inProviders(<ui.ActivityItem activity={fixtures.activities[0]!} now={FIXTURE_NOW} />),
  TrendsSection: () => inProviders(<ui.TrendsSection />),
  TrendsSectionView: () => inProviders(<ui.TrendsSectionView history={day} state="ready" />),
  TrendChart: () =>
    inProviders(
      <ui.TrendChart
        points={day.points.map((p) => ({ at: Date.parse(p.at), value: p.burnPoolTotal }))}
        from={Date.parse(day.from)}
        to={Date.parse(day.to)}
        range="24h"
        seriesLabel="Smart Burn Pool"
        burns={day.burns.map((b) => ({ at: Date.parse(b.at), title: b.title }))}
      />,
    ),
  TrendRangeTabs: () => inProviders(<ui.TrendRangeTabs />),
  TrendTable: () => inProviders(<ui.TrendTable points={day.points} burns={day.burns} />),
  TrendCsvLink: () => inProviders(<ui.TrendCsvLink range="7d" />),
  TrendRecords: () =>
    inProviders(
      <ui.TrendRecords
        since={day.from}
        records={{ burnedPerDay: 1, aiProfits30d: null, largestBurn: { at: day.to, amount: 3 }, lastBurnAt: day.to }}
      />,
    ),
  DashboardSkeleton: () => inProviders(<ui.DashboardSkeleton />),
  Freshness: () => inProviders(<ui.Freshness status="ageing" lastSuccessAt={FIXTURE_NOW - 40_000} now={FIXTURE_NOW} />),
  LiveFreshness: () => inProviders(<ui.LiveFreshness />),
  ErrorPanel: () => inProviders(<ui.ErrorPanel message="500: down" onRetry={noop} />),
  StaleMark: () => inProviders(<ui.StaleMark lastSuccessAt={FIXTURE_NOW - 60_000} />),
  HowItWorks: () => inProviders(<ui.HowItWorks />),
  Footer: () => inProviders(<ui.Footer />),
  MotionToggle: () => inProviders(<ui.MotionToggle />),
  GlitchText: () => inProviders(<ui.GlitchText text="BURN" />),
  StatusWord: () => inProviders(<ui.StatusWord />),
  FloatingPhrases: () => inProviders(<ui.FloatingPhrases />),
  Tooltip: () =>
    inProviders(
      <ui.Tooltip content="More">
        <button type="button">i</button>
      </ui.Tooltip>,
    ),
};

/** Public values named in PascalCase that are classes, not components. */
const notComponents = new Set(['ApiError', 'InvalidResponseError']);

describe('server rendering (Node, no DOM)', () => {
  it('runs where the browser globals do not exist', () => {
    for (const name of ['window', 'document', 'location', 'localStorage', 'sessionStorage'])
      expect(name in globalThis, name).toBe(false);
  });

  it('has a case for every public component', () => {
    const publicComponents = Object.entries(ui)
      .filter(([name]) => /^[A-Z][a-z]/.test(name) && !notComponents.has(name))
      .map(([name]) => name)
      .sort();
    expect(Object.keys(components).sort()).toEqual(publicComponents);
  });

  it('renders DashboardApp with no props: the route is / and the styles are hoisted', async () => {
    const html = renderToString(<DashboardApp />);
    expect(html).toContain('Loading dashboard');
    expect(html).not.toContain('Page not found');
    // One hoisted style element (React 19 puts it in the head), never one per element.
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html.startsWith(`<style data-precedence="${EMOTION_CACHE_KEY}" data-href="${EMOTION_CACHE_KEY}-`)).toBe(
      true,
    );
    expect(html).not.toContain('data-emotion');
    // The classes the markup uses are defined in that style element.
    const css = html.slice(0, html.indexOf('</style>'));
    const classes = [...html.matchAll(new RegExp(`class="(${EMOTION_CACHE_KEY}-[\\w-]+)`, 'g'))];
    expect(classes.length).toBeGreaterThan(0);
    for (const [, name] of classes) expect(css).toContain(`.${name}`);
  });

  it('renders the figures it is given, and a path other than / as the 404 page', () => {
    const client = filledClient();
    const html = renderToString(<DashboardApp queryClient={client} locale="en-US" />);
    expect(html).toContain(formatMoney(fixtures.dashboard.currentBalance, 'en-US'));
    expect(renderToString(<DashboardApp ssrPath="/nope" />)).toContain('404');
    expect(renderToString(<DashboardApp basePath="/pool" />)).toContain('Loading dashboard');
  });

  it('gives the same markup from renderToString and both streaming renderers', async () => {
    const element = () => <DashboardApp queryClient={filledClient()} locale="en-US" />;
    const fromString = renderToString(element());
    expect(await pipeToString(element())).toBe(fromString);
    expect(await readableToString(element())).toBe(fromString);
  });

  it.each(Object.entries(components))('renders %s with every renderer', async (_name, make) => {
    const html = renderToString(make());
    expect(html.length).toBeGreaterThan(0);
    expect(html).not.toContain('data-emotion');
    expect(await pipeToString(make())).toBe(html);
    expect(await readableToString(make())).toBe(html);
  });
});
