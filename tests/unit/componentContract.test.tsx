// The component contract (CONTRIBUTING.md, "The component contract"; docs/requirements.md §10.5):
// every presentational component the package exports forwards its ref to its root element,
// merges `className`, takes `style` and passes other attributes (`data-*`, `aria-*`, `id`,
// handlers) to that root, has a `displayName`, and makes its ids with `useId`, so two of it
// on one page never share an id.
import axe from 'axe-core';
import { createRef, type ComponentType, type ReactElement, type Ref } from 'react';
import { render } from '@testing-library/react';
import { FIXTURE_NOW, fixtures } from '../../mocks/fixtures';
import { historyFixtures } from '../../mocks/history';
import * as ui from '../../src/index';
import { createSeededRandom } from '../../src/motion/random';
import { EMOTION_CACHE_KEY } from '../../src/theme/ThemeProvider';

const { SmartBurnProvider, createQueryClient, dashboardQueryKey, tradesQueryKey, activitiesQueryKey, historyQueryKey } =
  ui;
// Two hours of the day: enough to draw, and axe stays quick over a page of every component twice.
const fullDay = historyFixtures.populated['24h'];
const day = { ...fullDay, points: fullDay.points.slice(-24) };

/** A QueryClient holding the fixtures, so the connected blocks render their data without a request. */
function filledClient() {
  const client = createQueryClient();
  client.setQueryData(dashboardQueryKey, fixtures.dashboard);
  client.setQueryData(tradesQueryKey, fixtures.trades);
  client.setQueryData(activitiesQueryKey, fixtures.activities);
  client.setQueryData(historyQueryKey('24h'), day);
  return client;
}

const inProviders = (element: ReactElement) => (
  <SmartBurnProvider
    locale="en-US"
    history
    queryClient={filledClient()}
    motion={{ frozenAt: FIXTURE_NOW, random: createSeededRandom(1) }}
  >
    {element}
  </SmartBurnProvider>
);

/** What the contract passes to every component. */
interface ContractProps {
  ref: Ref<HTMLElement>;
  className: string;
  style: { outlineColor: string };
  'data-contract': string;
  'aria-label': string;
}

type Make = (contract: Partial<ContractProps>) => ReactElement;

/** Renders `Component` with its required props and the contract's. */
const with_ =
  <P extends object>(Component: ComponentType<P>, props: Omit<P, keyof ContractProps> | object) =>
  (contract: Partial<ContractProps>) => {
    const Any = Component as unknown as ComponentType<Record<string, unknown>>;
    return <Any {...props} {...contract} />;
  };

/** Each presentational component with the props it needs (data from the fixtures). */
const components: Record<string, Make> = {
  Card: with_(ui.Card, { children: 'card' }),
  CardHeader: with_(ui.CardHeader, { children: 'header' }),
  CardTitle: with_(ui.CardTitle, { children: 'title' }),
  CardBody: with_(ui.CardBody, { children: 'body' }),
  CardGrid: with_(ui.CardGrid, { children: 'grid' }),
  Header: with_(ui.Header, {}),
  Hero: with_(ui.Hero, {}),
  Typewriter: with_(ui.Typewriter, {}),
  DashboardFigures: with_(ui.DashboardFigures, {}),
  DashboardFiguresView: with_(ui.DashboardFiguresView, { summary: fixtures.dashboard, tradesCard: null }),
  StatCard: with_(ui.StatCard, { title: 'Pool', value: '$1.00', tooltip: 'About the pool', stale: true }),
  LatestTradesCard: with_(ui.LatestTradesCard, {}),
  LatestTradesCardView: with_(ui.LatestTradesCardView, { trades: fixtures.trades, state: 'ready' }),
  ActivityFeed: with_(ui.ActivityFeed, {}),
  ActivityFeedView: with_(ui.ActivityFeedView, { activities: fixtures.activities, state: 'ready' }),
  ActivityItem: (contract) => (
    <ul>{with_(ui.ActivityItem, { activity: fixtures.activities[0]!, now: FIXTURE_NOW })(contract)}</ul>
  ),
  TrendsSection: with_(ui.TrendsSection, {}),
  TrendsSectionView: with_(ui.TrendsSectionView, { history: day, state: 'ready' }),
  TrendChart: with_(ui.TrendChart, {
    points: day.points.map((p) => ({ at: Date.parse(p.at), value: p.currentBalance })),
    from: Date.parse(day.from),
    to: Date.parse(day.to),
    range: '24h',
    seriesLabel: 'Current Balance',
  }),
  TrendRangeTabs: with_(ui.TrendRangeTabs, {}),
  TrendTable: with_(ui.TrendTable, { points: day.points, burns: day.burns }),
  TrendCsvLink: with_(ui.TrendCsvLink, {}),
  TrendRecords: with_(ui.TrendRecords, {
    since: day.from,
    records: { burnedPerDay: 1, aiProfits30d: 2, largestBurn: null, lastBurnAt: day.to },
  }),
  DashboardSkeleton: with_(ui.DashboardSkeleton, {}),
  ErrorPanel: with_(ui.ErrorPanel, { message: '500: down', onRetry: () => {} }),
  StaleMark: with_(ui.StaleMark, { lastSuccessAt: FIXTURE_NOW - 60_000 }),
  Freshness: with_(ui.Freshness, { status: 'ageing', lastSuccessAt: FIXTURE_NOW - 40_000, now: FIXTURE_NOW }),
  LiveFreshness: with_(ui.LiveFreshness, {}),
  HowItWorks: with_(ui.HowItWorks, {}),
  Footer: with_(ui.Footer, {}),
  MotionToggle: with_(ui.MotionToggle, {}),
  GlitchText: with_(ui.GlitchText, { text: 'BURN' }),
  StatusWord: with_(ui.StatusWord, {}),
  FloatingPhrases: with_(ui.FloatingPhrases, {}),
  Tooltip: with_(ui.Tooltip, { content: 'More', children: <button type="button">i</button> }),
  NotFoundPage: with_(ui.NotFoundPage, {}),
};

/** Exported PascalCase values that are not presentational components, and why. */
const outsideTheContract: Record<string, string> = {
  DashboardApp: 'the whole routed page: it renders providers and a router, not an element of its own',
  SmartBurnProvider: 'a provider: it renders only its children',
  ThemeProvider: 'a provider: it renders only its children',
  DashboardPage: 'a page: it composes the blocks and owns the document outline',
  DashboardGrid: 'deprecated alias of DashboardFiguresView (the same component)',
  TradesCard: 'deprecated alias of LatestTradesCardView (the same component)',
  ApiError: 'an error class',
  InvalidResponseError: 'an error class',
};

const CONTRACT = {
  className: 'app-team-class',
  style: { outlineColor: 'rgb(1, 2, 3)' },
  'data-contract': 'yes',
  'aria-label': 'Contract label',
};

describe('the component contract', () => {
  it('covers every exported component', () => {
    const exported = Object.keys(ui)
      .filter((name) => /^[A-Z][a-z]/.test(name))
      .sort();
    expect([...Object.keys(components), ...Object.keys(outsideTheContract)].sort()).toEqual(exported);
  });

  it.each(Object.keys(components))('%s has a displayName', (name) => {
    const component = (ui as unknown as Record<string, { displayName?: string }>)[name];
    expect(component?.displayName).toBe(name);
  });

  it.each(Object.entries(components))(
    '%s forwards its ref and passes className, style, data-* and aria-label to its root',
    (name, make) => {
      const ref = createRef<HTMLElement>();
      const { container } = render(inProviders(make({ ref, ...CONTRACT })));
      const root = ref.current;
      // An element of the page: HTML, or the SVG of a chart (TrendChart).
      const element: unknown = root;
      expect(element instanceof HTMLElement || element instanceof SVGSVGElement).toBe(true);
      // The root is the outermost element the component renders (ActivityItem sits in a list).
      const outermost = container.querySelector('ul > li[data-contract]') ?? container.firstElementChild;
      expect(root).toBe(outermost);
      expect(root!.classList).toContain(CONTRACT.className);
      // Merged, not replaced: the component's own (Emotion) class stays beside the app's. The
      // Tooltip's root is the trigger the app passes, which has no class of the Tooltip's own.
      if (name !== 'Tooltip')
        expect([...root!.classList].some((c) => c.startsWith(`${EMOTION_CACHE_KEY}-`))).toBe(true);
      expect(root!.style.outlineColor).toBe(CONTRACT.style.outlineColor);
      expect(root).toHaveAttribute('data-contract', 'yes');
      expect(root).toHaveAttribute('aria-label', CONTRACT['aria-label']);
    },
  );

  it('gives no two elements one id when every component renders twice on a page', async () => {
    const twice = Object.values(components).flatMap((make, i) => [
      <div key={`${i}a`}>{make({})}</div>,
      <div key={`${i}b`}>{make({})}</div>,
    ]);
    const { container } = render(inProviders(<>{twice}</>));
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const results = await axe.run(container, {
      runOnly: { type: 'rule', values: ['duplicate-id', 'duplicate-id-active', 'duplicate-id-aria'] },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
    // The rules did run on this page (a rule that finds nothing to check would pass anything).
    expect(results.passes.map((p) => p.id)).toContain('duplicate-id-aria');
    // axe over every component twice: ~3 s on an idle 2-core machine, twice that when it is busy.
  }, 30_000);
});
