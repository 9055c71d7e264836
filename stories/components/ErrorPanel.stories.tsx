import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPanel, StaleMark } from '@smartburn/ui';
import { STORY_NOW } from '../support';

const meta = {
  title: 'Components/ErrorPanel',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: ErrorPanel,
  args: {
    title: 'The dashboard could not be loaded',
    message: '500: Internal Server Error: pool database unavailable',
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('500: Internal Server Error: pool database unavailable');
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const Retrying: Story = { args: { retrying: true } };
export const Compact: Story = { args: { size: 'sm', title: 'Trades could not be loaded' } };
export const LongMessage: Story = {
  args: {
    message: `Invalid response from /api/dashboard: currentBalance: expected a number, got "${'a'.repeat(40)}…" ${'and more detail '.repeat(30)}`,
  },
};
export const StaleMarkBadge: Story = {
  render: () => <StaleMark lastSuccessAt={STORY_NOW - 3 * 60_000} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Stale — last update failed, data from 3 minutes ago/)).toBeVisible();
  },
};

/** Don't: the page-size panel inside a card; a block's own error is `size="sm"` (BlockError does this). */
export const DontPageSizeInACard: Story = {
  name: "Don't: page size in a card",
  args: { title: 'Trades could not be loaded', message: '500: Internal Server Error' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};
