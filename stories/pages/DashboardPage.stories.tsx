import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  activitiesQueryKey,
  DashboardPage,
  dashboardQueryKey,
  tradesQueryKey,
  useActivities,
  useDashboard,
  useTrades,
} from '@smartburn/ui';
import { fixtures, scenarios } from '@smartburn/ui/mocks';
import { mobile, STORY_NOW } from '../support';

/** The figure cards (#dashboard): the Trends section below has a "Current Balance" card of its own. */
const figureCards = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector<HTMLElement>('#dashboard') ?? canvasElement);

const meta = {
  title: 'Pages/DashboardPage',
  component: DashboardPage,
  parameters: {
    docs: {
      description: {
        component:
          'The composed page: calls the three hooks and renders the skeleton, the error panel or the loaded page. Network-backed through the MSW scenarios in mocks/.',
      },
    },
  },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('heading', { name: 'Live Activity Feed' }, { timeout: 5000 });
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveAccessibleName('SMART TRADING POOL');
    await expect(figureCards(canvasElement).getByRole('article', { name: 'Current Balance' })).toHaveTextContent(
      '$1,284,562.37',
    );
    await expect(c.getAllByTestId('trade-profit').map((p) => p.textContent)).toEqual([
      '+$1,245.20',
      '-$312.75',
      '+$894.10',
    ]);
    await expect(c.getByRole('button', { name: /Pause motion/ })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.loading } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading dashboard' })).toBeVisible();
  },
};

export const LoadingMobile: Story = {
  ...Loading,
  parameters: { ...Loading.parameters, ...mobile.parameters },
  globals: mobile.globals,
};

export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const c = within(canvasElement);
    await expect(c.getByText('No recent activities to display')).toBeVisible();
    await expect(c.getByText('No trades yet')).toBeVisible();
    await expect(figureCards(canvasElement).getByRole('article', { name: 'Current Balance' })).toHaveTextContent(
      '$0.00',
    );
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: scenarios.error } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('500: Internal Server Error: pool database unavailable');
  },
};

let dashboardCalls = 0;
export const ErrorThenRetry: Story = {
  parameters: {
    msw: {
      handlers: {
        dashboard: [
          http.get('*/api/dashboard', () =>
            dashboardCalls++ === 0
              ? new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })
              : HttpResponse.json(fixtures.dashboard),
          ),
        ],
      },
    },
  },
  beforeEach: () => {
    dashboardCalls = 0;
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent('503: Service Unavailable');
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await loaded(canvasElement);
  },
};

export const TradesAndFeedFailInline: Story = {
  parameters: { msw: { handlers: { trades: scenarios.error.trades, activities: scenarios.unauthorized.activities } } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const alerts = await within(canvasElement).findAllByRole('alert');
    await expect(alerts.map((a) => a.textContent)).toEqual([
      expect.stringContaining('500: Internal Server Error'),
      expect.stringContaining('401: Unauthorized'),
    ]);
  },
};

export const Malformed: Story = {
  parameters: { msw: { handlers: scenarios.malformed } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Invalid response from /api/dashboard: currentBalance: expected a number, got "abc"',
    );
    await expect(canvasElement.textContent).not.toMatch(/NaN|undefined/);
  },
};

export const HugeNumbers: Story = {
  parameters: { msw: { handlers: scenarios.huge } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByText('Showing the latest 20 of 10,000 activities')).toBeVisible();
  },
};

export const HugeNumbersMobile: Story = {
  ...HugeNumbers,
  parameters: { ...HugeNumbers.parameters, ...mobile.parameters },
  globals: mobile.globals,
};

export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    // The loop would start once the page is idle (src/components/Typewriter): past that moment,
    // still: the whole first phrase shown, and the loop off.
    await new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 50), { timeout: 2_500 }));
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveAttribute('data-typing', 'false');
    await expect(heading.querySelectorAll('[data-tw^="l0-"][data-shown="true"]')).toHaveLength(
      'SMART TRADING POOL'.length,
    );
  },
};

// Stale: every endpoint answers once, then fails; each is refreshed once the page has loaded
// (what the next polls would do, without waiting 15-30 s), the figures last.
let staleCalls: Record<string, number> = {};
const onceThen503 = (path: string, body: unknown) =>
  http.get(`*${path}`, () =>
    (staleCalls[path] = (staleCalls[path] ?? 0) + 1) === 1
      ? HttpResponse.json(body as Record<string, unknown>)
      : new HttpResponse('Service Unavailable', { status: 503 }),
  );

/**
 * Once the page has its data: dates it two minutes before the stories' frozen clock (so the
 * stale marks read the same in every run), then refreshes the trades, the feed and the figures.
 */
function RefreshOnceLoaded() {
  const client = useQueryClient();
  const loaded = [useDashboard().isSuccess, useTrades().isSuccess, useActivities().isSuccess].every(Boolean);
  useEffect(() => {
    if (!loaded) return;
    void (async () => {
      for (const queryKey of [tradesQueryKey, activitiesQueryKey, dashboardQueryKey]) {
        client.setQueryData(queryKey, client.getQueryData(queryKey), { updatedAt: STORY_NOW - 2 * 60_000 });
        await client.refetchQueries({ queryKey });
      }
    })();
  }, [loaded, client]);
  return null;
}

/** A refresh failed (docs/requirements.md §4.5): the last data stays, every block is marked stale, the toast says so. */
export const Stale: Story = {
  parameters: {
    msw: {
      handlers: {
        dashboard: [onceThen503('/api/dashboard', fixtures.dashboard)],
        trades: [onceThen503('/api/trades', fixtures.trades)],
        activities: [onceThen503('/api/activities', fixtures.activities)],
      },
    },
  },
  beforeEach: () => {
    staleCalls = {};
  },
  render: () => (
    <>
      <DashboardPage />
      <RefreshOnceLoaded />
    </>
  ),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const toast = await body.findByText("Couldn't refresh dashboard statistics", {}, { timeout: 5000 });
    // Hovering the toast pauses its 5 s timer, so it is still there for the screenshot.
    await userEvent.hover(toast);
    await expect(toast.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    await expect(body.getByText('503: Service Unavailable. Showing the last data received.')).toBeVisible();
    // 4 figure cards, the trades card and the feed.
    await waitFor(() => expect(c.getAllByTestId('stale-mark')).toHaveLength(6));
    for (const mark of c.getAllByTestId('stale-mark'))
      await expect(mark).toHaveTextContent('Stale — last update failed, data from 2 minutes ago');
    await expect(figureCards(canvasElement).getByRole('article', { name: 'Current Balance' })).toHaveTextContent(
      '$1,284,562.37',
    );
    await expect(c.getAllByTestId('trade-profit')).toHaveLength(3);
    await expect(c.getAllByTestId('activity-item')).toHaveLength(fixtures.activities.length);
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

export const StaleMobile: Story = {
  ...Stale,
  parameters: { ...Stale.parameters, ...mobile.parameters },
  globals: mobile.globals,
};
