import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { historyQueryKey, TrendsSection, TrendsSectionView, useHistory } from '@smartburn/ui';
import { historyFixtures, historyHandlers } from '@smartburn/ui/mocks';
import { mobile, STORY_NOW } from '../support';

const meta = {
  title: 'Components/TrendsSection',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: TrendsSectionView,
  args: { history: historyFixtures.populated['24h'], range: '24h', state: 'ready', onRangeChange: fn() },
  decorators: [
    (Story, { parameters }) => (
      <div style={parameters.testViewport ? { padding: 16 } : { padding: 24, maxWidth: 1200, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Trends over time (docs/requirements.md §13.4): balance, burn pool and tokens burned over 24 hours, 7 days or 30 days, burns marked, with the figures as a table and as CSV. `TrendsSectionView` takes props; `TrendsSection` is the connected block (GET /api/history every 30 s).',
      },
    },
  },
} satisfies Meta<typeof TrendsSectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

const charts = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('img');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: 'Trends' })).toBeVisible();
    await expect(c.getByText(/Recorded by this server since/)).toHaveTextContent('Dec 16, 2025');
    await expect(charts(canvasElement).map((img) => img.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Current Balance over the last 24 hours: from \$[\d,.]+ to \$1,284,562\.37, low/),
      expect.stringMatching(/^Smart Burn Pool over the last 24 hours: .* to \$142,369\.58.*; 1 burn marked\.$/),
      expect.stringMatching(/^SmartBurn Burned over the last 24 hours: .* to 12,450,000/),
    ]);
    await expect(c.getByRole('tab', { name: '24 hours' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('tabpanel')).toHaveAccessibleName('24 hours');
    await expect(c.getByRole('link', { name: /Download CSV/ })).toHaveAttribute('href', '/api/history.csv?range=24h');
  },
};

/** The table alternative: a native disclosure (it opens before any script has run); the table scrolls by keyboard. */
export const TableOpen: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByText('Show as table'));
    const table = await c.findByRole('region', {
      name: 'Figures each hour, newest first (every sample is in the CSV)',
    });
    await expect(table).toBeVisible();
    await expect(table).toHaveAttribute('tabindex', '0');
    const rows = within(table).getAllByRole('row');
    // 24 hours, each its newest sample, and a header row; the burns' table: a header and one burn.
    await expect(rows).toHaveLength(24 + 1 + 1 + 1);
    await expect(rows[1]).toHaveTextContent('$1,284,562.37');
    await expect(within(table).getByRole('table', { name: 'Burns' })).toHaveTextContent('Token burn executed');
  },
};

export const Loading: Story = {
  args: { history: undefined, state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Trends' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A fresh server that has not recorded a sample yet. */
export const NoHistoryYet: Story = {
  args: { history: historyFixtures.empty['24h'] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/No history yet: this server records the figures every 30 seconds/)).toBeVisible();
    await expect(charts(canvasElement)).toHaveLength(0);
  },
};

/** History began nine hours ago: the start of the day is empty, and the section says since when. */
export const RecordedSince: Story = {
  args: { history: historyFixtures.partial['24h'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Recorded by this server since/)).toHaveTextContent(
      'Jan 15, 2026, 3:00 AM',
    );
  },
};

export const OnePoint: Story = {
  args: { history: historyFixtures.onePoint['24h'] },
  play: async ({ canvasElement }) => {
    await expect(charts(canvasElement)[0]).toHaveAccessibleName(/one sample, \$1,284,562\.37/);
    // The lone sample is drawn as a dot.
    await expect(charts(canvasElement)[0]!.querySelectorAll('[data-part="dots"] circle')).toHaveLength(1);
    await expect(within(canvasElement).queryByText(/over the last 24 hours/)).toBeNull();
  },
};

export const Gaps: Story = {
  args: { history: historyFixtures.gaps['24h'] },
  play: async ({ canvasElement }) => {
    // Three hours without a sample: each line is two strokes, not one across the gap.
    const strokes = charts(canvasElement)[0]!.querySelectorAll('[data-part="series"] path[vector-effect]');
    await expect(strokes).toHaveLength(2);
  },
};

export const Flat: Story = {
  args: { history: historyFixtures.flat['24h'] },
  play: async ({ canvasElement }) => {
    await expect(charts(canvasElement)[0]).toHaveAccessibleName(/from \$1,000,000\.00 to \$1,000,000\.00/);
  },
};

export const HugeNumbers: Story = {
  args: { history: historyFixtures.huge['24h'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).not.toMatch(/NaN|Infinity|undefined/);
  },
};

export const HugeNumbersMobile: Story = { ...mobile, args: HugeNumbers.args };

export const SevenDays: Story = { args: { history: historyFixtures.populated['7d'], range: '7d' } };

export const ThirtyDays: Story = { args: { history: historyFixtures.populated['30d'], range: '30d' } };

/** Another range is loading: the previous one stays, dimmed, and the panel is busy. */
export const Switching: Story = {
  args: { range: '7d', busy: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    await expect(charts(canvasElement)).toHaveLength(3);
  },
};

export const Error: Story = {
  args: {
    history: undefined,
    state: 'error',
    error: '500: Internal Server Error: history store unavailable',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Trends could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Stale: Story = {
  args: { stale: true, lastSuccessAt: STORY_NOW - 2 * 60_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Stale — last update failed, data from 2 minutes ago/)).toBeVisible();
    await expect(charts(canvasElement)).toHaveLength(3);
  },
};

/** Burn titles that try to be markup or a formula stay text in the chart and in the table. */
export const HostileTitles: Story = {
  args: { history: historyFixtures.hostile['24h'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    const titles = [...canvasElement.querySelectorAll('[data-part="burn-marks"] title')].map((t) => t.textContent);
    await expect(titles[0]).toMatch(/^Burn: <img src=x onerror="alert\(1\)">Burn<\/script>, /);
    await expect(within(canvasElement).getByRole('table', { name: 'Burns' })).toHaveTextContent('<img src=x');
  },
};

export const Mobile: Story = { ...mobile };

// Connected: TrendsSection against the MSW handlers

export const Connected: Story = {
  render: () => <TrendsSection />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findAllByRole('img')).toHaveLength(3);
    await expect(c.getByRole('tab', { name: '24 hours' })).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * The range tabs by keyboard: Arrow Right moves the focus without selecting (manual
 * activation), Enter selects and fetches the range, Home and End reach the ends.
 */
export const ConnectedKeyboard: Story = {
  render: () => <TrendsSection />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByRole('img');
    const tab24 = c.getByRole('tab', { name: '24 hours' });
    tab24.focus();
    await userEvent.keyboard('{ArrowRight}');
    const tab7 = c.getByRole('tab', { name: '7 days' });
    await expect(tab7).toHaveFocus();
    await expect(tab24).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(tab7).toHaveAttribute('aria-selected', 'true');
    await expect(tab7).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(c.getAllByRole('img')[0]).toHaveAccessibleName(/over the last 7 days/));
    await expect(c.getByRole('link', { name: /Download CSV/ })).toHaveAttribute('href', '/api/history.csv?range=7d');
    await userEvent.keyboard('{End}');
    await expect(c.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab24).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(c.getByRole('tab', { name: 'All' })).toHaveFocus();
  },
};

/** A server that keeps no history (API_CACHE=off) answers 404: the section is not there at all. */
export const ConnectedNoHistory: Story = {
  render: () => (
    <div>
      <TrendsSection />
      <p>Nothing above this line.</p>
    </div>
  ),
  parameters: { msw: { handlers: { history: historyHandlers.noHistory } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.queryByRole('region', { name: 'Trends' })).toBeNull());
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

let historyCalls = 0;
export const ConnectedErrorThenRetry: Story = {
  render: () => <TrendsSection />,
  parameters: {
    msw: {
      handlers: {
        history: [
          http.get('*/api/history', () =>
            historyCalls++ === 0
              ? new HttpResponse('Internal Server Error: history store unavailable', { status: 500 })
              : HttpResponse.json(historyFixtures.populated['24h'] as unknown as Record<string, unknown>),
          ),
        ],
      },
    },
  },
  beforeEach: () => {
    historyCalls = 0;
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('500: Internal Server Error: history store unavailable')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(await c.findAllByRole('img')).toHaveLength(3);
  },
};

/** Refreshes the 24h history once it has loaded, dated two minutes before the frozen clock. */
function RefreshOnceLoaded() {
  const client = useQueryClient();
  const loaded = useHistory('24h').isSuccess;
  useEffect(() => {
    if (!loaded) return;
    const key = historyQueryKey('24h');
    client.setQueryData(key, client.getQueryData(key), { updatedAt: STORY_NOW - 2 * 60_000 });
    void client.refetchQueries({ queryKey: key });
  }, [loaded, client]);
  return null;
}

let staleCalls = 0;
/** A refresh failed: the last history stays on screen, marked stale. */
export const ConnectedStale: Story = {
  render: () => (
    <>
      <TrendsSection />
      <RefreshOnceLoaded />
    </>
  ),
  parameters: {
    msw: {
      handlers: {
        history: [
          http.get('*/api/history', () =>
            staleCalls++ === 0
              ? HttpResponse.json(historyFixtures.populated['24h'] as unknown as Record<string, unknown>)
              : new HttpResponse('Service Unavailable', { status: 503 }),
          ),
        ],
      },
    },
  },
  beforeEach: () => {
    staleCalls = 0;
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText(/Stale — last update failed, data from 2 minutes ago/)).toBeVisible();
    await expect(c.getAllByRole('img')).toHaveLength(3);
  },
};
