import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCard, StatusWord, formatMoney } from '@smartburn/ui';
import { mobile, STORY_NOW } from '../support';

const meta = {
  title: 'Components/StatCard',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: StatCard,
  args: {
    title: 'Current Balance',
    value: formatMoney(1284562.37, 'en-US'),
    note: 'Updated 2 min ago',
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Current Balance' })).toBeVisible();
    await expect(c.getByRole('article', { name: 'Current Balance' })).toHaveTextContent('$1,284,562.37');
    await expect(c.getByText('Updated 2 min ago')).toBeVisible();
  },
};

export const ProfitTone: Story = { args: { title: '24h Profit', value: '+3.24%', note: undefined, variant: 'profit' } };
export const LossTone: Story = { args: { title: 'Drawdown', value: '-1.20%', note: undefined, variant: 'loss' } };
export const WithStatusWordAndTooltip: Story = {
  args: {
    title: 'Smart Burn Pool',
    value: '$142,369.58',
    note: 'Available for burns',
    status: <StatusWord randomKey={6} />,
    tooltip: 'Half of the AI profits collect here.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'About Smart Burn Pool' })).toBeVisible();
  },
};
export const Stale: Story = {
  args: { stale: true, lastSuccessAt: STORY_NOW - 3 * 60_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Stale — last update failed, data from 3 minutes ago/)).toBeVisible();
  },
};
export const HugeNumbers: Story = { args: { value: formatMoney(987654321098765.4, 'en-US') } };
export const LongText: Story = {
  args: {
    title: 'An unusually long card title that must wrap rather than overflow the card',
    value: `${'12,450,000,000,000 SBP and counting '.repeat(3)}`,
    note: 'A note that is also much longer than usual, to check that it wraps nicely inside the card',
  },
};
export const Mobile: Story = { ...mobile };

/** Don't: a sentence as the value. The value is a figure in tabular mono; words belong in `note`. */
export const DontSentenceAsValue: Story = {
  name: "Don't: a sentence as the value",
  args: { value: 'The balance is about one point three million dollars', note: undefined },
};
