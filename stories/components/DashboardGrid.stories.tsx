import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { DashboardGrid, LatestTradesCard, TradesCard, theme } from '@smartburn/ui';
// Not public API (SmartBurnProvider sets the brand in an app); a story overrides it locally.
import { BrandProvider } from '../../src/config/brand';
import { fixtures, scenarios } from '@smartburn/ui/mocks';
import { mobile, STORY_NOW } from '../support';

const hexToRgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

const meta = {
  title: 'Components/DashboardGrid',
  component: DashboardGrid,
  args: { summary: fixtures.dashboard, tradesCard: <TradesCard trades={fixtures.trades} state="ready" /> },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 1232, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: 'The 8 cards in the spec order. The three profit percentages are hard-coded as the spec says.',
      },
    },
  },
} satisfies Meta<typeof DashboardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const titles = c.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual([
      'Latest AI Trades',
      'Current Balance',
      '24h Profit',
      'Weekly Profit',
      'Monthly Profit',
      'Total Generated',
      'Smart Burn Pool',
      'SmartBurn Burned',
    ]);
    for (const text of [
      '+3.24%',
      '+15.21%',
      '+34.67%',
      '$1,284,562.37',
      '$2,847,391.64',
      '$142,369.58',
      '12,450,000 SBP',
    ]) {
      await expect(c.getByText(text)).toBeVisible();
    }
    for (const note of ['Updated 2 min ago', 'All-time AI profits', 'Available for burns', 'Next burn in 3-7 days']) {
      await expect(c.getByText(note)).toBeVisible();
    }
  },
};

export const Stale: Story = {
  args: { stale: true, lastSuccessAt: STORY_NOW - 2 * 60_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('stale-mark')).toHaveLength(4);
  },
};

export const HugeNumbers: Story = {
  args: {
    summary: fixtures.huge.dashboard,
    tradesCard: <TradesCard trades={fixtures.huge.trades} state="ready" />,
  },
};

export const LongBrandName: Story = {
  decorators: [
    (Story) => (
      <BrandProvider brand={{ productName: 'SmartBurnUltraDeflationaryGoldPool', locale: 'en-US' }}>
        <Story />
      </BrandProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('SmartBurnUltraDeflationaryGoldPool Burned')).toBeVisible();
  },
};

export const Mobile: Story = { ...mobile };

// Latest AI Trades: presentational states

export const TradesNegativeProfit: Story = {
  args: { tradesCard: <TradesCard trades={[{ pair: 'XAU/EUR', profit: -12.75 }, ...fixtures.trades]} state="ready" /> },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByTestId('trade-profit')[0] as HTMLElement;
    await expect(first).toHaveTextContent('-$12.75');
    await expect(getComputedStyle(first).color).toBe(hexToRgb(theme.colors.loss));
  },
};

export const TradesZeroProfit: Story = {
  args: {
    tradesCard: (
      <TradesCard
        trades={[
          { pair: 'XAG/USD', profit: 0 },
          { pair: 'XAU/USD', profit: 45.25 },
        ]}
        state="ready"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const [zero, plus] = within(canvasElement).getAllByTestId('trade-profit') as [HTMLElement, HTMLElement];
    await expect(zero).toHaveTextContent(/^\$0\.00$/);
    await expect(getComputedStyle(zero).color).toBe(hexToRgb(theme.colors.loss));
    await expect(plus).toHaveTextContent('+$45.25');
    await expect(getComputedStyle(plus).color).toBe(hexToRgb(theme.colors.profit));
  },
};

export const TradesEmpty: Story = {
  args: { tradesCard: <TradesCard trades={[]} state="ready" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No trades yet')).toBeVisible();
  },
};

export const TradesLoading: Story = { args: { tradesCard: <TradesCard trades={undefined} state="loading" /> } };

export const TradesError: Story = {
  args: {
    tradesCard: (
      <TradesCard
        trades={undefined}
        state="error"
        error="500: Internal Server Error: pool database unavailable"
        onRetry={() => {}}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('500: Internal Server Error: pool database unavailable');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const TradesStale: Story = {
  args: { tradesCard: <TradesCard trades={fixtures.trades} state="ready" stale lastSuccessAt={STORY_NOW - 45_000} /> },
};

export const TradesLongText: Story = {
  args: {
    tradesCard: (
      <TradesCard
        trades={[{ pair: `XAU/USD ${'PERPETUAL-SWAP-'.repeat(10)}`, profit: 987654321.12 }, ...fixtures.trades]}
        state="ready"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const pair = within(canvasElement).getAllByTestId('trade-pair')[0] as HTMLElement;
    await expect(pair.scrollWidth).toBeGreaterThan(pair.clientWidth); // truncated...
    await expect(pair).toHaveAttribute('title', expect.stringContaining('PERPETUAL-SWAP')); // ...with the full text kept
  },
};

// Latest AI Trades: connected, against the MSW scenarios

export const ConnectedTrades: Story = {
  args: { tradesCard: <LatestTradesCard /> },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('XAU/USD')).toBeVisible();
    const profits = c.getAllByTestId('trade-profit').map((p) => p.textContent);
    await expect(profits).toEqual(['+$1,245.20', '-$312.75', '+$894.10']);
  },
};

export const ConnectedTradesError: Story = {
  args: { tradesCard: <LatestTradesCard /> },
  parameters: { msw: { handlers: { trades: scenarios.error.trades } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('500: Internal Server Error: pool database unavailable'),
    ).toBeVisible();
  },
};

let retryCalls = 0;
export const ConnectedTradesRetry: Story = {
  args: { tradesCard: <LatestTradesCard /> },
  parameters: {
    msw: {
      handlers: {
        trades: [
          http.get('*/api/trades', () =>
            retryCalls++ === 0
              ? new HttpResponse('trade engine offline', { status: 503 })
              : HttpResponse.json(fixtures.trades),
          ),
        ],
      },
    },
  },
  beforeEach: () => {
    retryCalls = 0;
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('503: trade engine offline')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(await c.findByText('XAU/USD')).toBeVisible();
    await expect(c.queryByRole('alert')).toBeNull();
  },
};
