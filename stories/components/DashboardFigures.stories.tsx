import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DashboardFigures, DashboardFiguresView, LatestTradesCardView } from '@smartburn/ui';
// Not public API (SmartBurnProvider sets the brand in an app); a story overrides it locally.
import { fixtures, scenarios } from '@smartburn/ui/mocks';
import { mobile, STORY_NOW } from '../support';

const meta = {
  title: 'Components/DashboardFigures',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: DashboardFiguresView,
  args: { summary: fixtures.dashboard, tradesCard: <LatestTradesCardView trades={fixtures.trades} state="ready" /> },
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
        component:
          'The 8 cards in the required order (docs/requirements.md §3.3). The three profit percentages are fixed texts, as required. `DashboardFiguresView` takes props; `DashboardFigures` is the connected block (GET /api/dashboard every 30 s, with the connected trades card first).',
      },
    },
  },
} satisfies Meta<typeof DashboardFiguresView>;
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
    tradesCard: <LatestTradesCardView trades={fixtures.huge.trades} state="ready" />,
  },
};

export const LongBrandName: Story = {
  parameters: { brand: { productName: 'SmartBurnUltraDeflationaryGoldPool', locale: 'en-US' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('SmartBurnUltraDeflationaryGoldPool Burned')).toBeVisible();
  },
};

export const Mobile: Story = { ...mobile };

export const Loading: Story = {
  args: {
    summary: undefined,
    state: 'loading',
    tradesCard: <LatestTradesCardView trades={undefined} state="loading" />,
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Pool dashboard' });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(section.querySelectorAll('[data-part="placeholder"]')).toHaveLength(7);
  },
};

export const Error: Story = {
  args: {
    summary: undefined,
    state: 'error',
    error: '500: Internal Server Error: pool database unavailable',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Pool statistics could not be loaded');
    await expect(alert).toHaveTextContent('500: Internal Server Error: pool database unavailable');
    await expect(within(canvasElement).getByText('Latest AI Trades')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

// Connected: DashboardFigures (and the trades card it renders) against the MSW scenarios

export const Connected: Story = {
  render: () => <DashboardFigures />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('$1,284,562.37')).toBeVisible();
    await expect(await c.findByText('XAU/USD')).toBeVisible();
  },
};

export const ConnectedError: Story = {
  render: () => <DashboardFigures />,
  parameters: { msw: { handlers: { dashboard: scenarios.error.dashboard } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('500: Internal Server Error: pool database unavailable')).toBeVisible();
    await expect(await c.findByText('XAU/USD')).toBeVisible();
  },
};

/** Don't: leave out the trades card. The grid's first cell is the Latest AI Trades card by requirement (§3.3). */
export const DontDropTheTradesCard: Story = {
  name: "Don't: drop the trades card",
  args: { tradesCard: null },
};
