import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DashboardGrid, TradesCard } from '@smartburn/ui';
// Not public API (SmartBurnProvider sets the brand in an app); a story overrides it locally.
import { BrandProvider } from '../../src/config/brand';
import { fixtures } from '@smartburn/ui/mocks';
import { mobile, STORY_NOW } from '../support';

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
        component:
          'The 8 cards in the required order (docs/requirements.md §3.3). The three profit percentages are fixed texts, as required.',
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
