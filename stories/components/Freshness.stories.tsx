import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FRESHNESS_AGEING_AFTER_POLLS, Freshness, Hero, POLL_TRADES_MS } from '@smartburn/ui';
import { mobile, STORY_NOW } from '../support';

const SECOND = 1_000;

/**
 * How fresh the figures on screen are (docs/requirements.md §6.1). The page shows it under the hero's live badge
 * (LiveFreshness, connected to the three queries); these stories give it its state directly.
 */
const meta = {
  title: 'Components/Freshness',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: Freshness,
  args: { status: 'fresh', updatedAt: STORY_NOW - 12 * SECOND, now: STORY_NOW },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, textAlign: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Freshness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every endpoint answered within its poll interval. */
export const Fresh: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('freshness')).toHaveTextContent('Live data · updated 12 seconds ago');
    await expect(c.getByRole('status')).toHaveTextContent(/^Live data$/);
  },
};

/** A poll is late (past 1.5 intervals): the dot turns gold; no warning yet. */
export const Ageing: Story = {
  args: { status: 'ageing', updatedAt: STORY_NOW - FRESHNESS_AGEING_AFTER_POLLS * POLL_TRADES_MS - 2 * SECOND },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('freshness')).toHaveAttribute('data-status', 'ageing');
    await expect(c.getByTestId('freshness')).toHaveTextContent('Live data · updated 24 seconds ago');
  },
};

/** A refresh failed, or some data is older than two poll intervals. */
export const Stale: Story = {
  args: { status: 'stale', updatedAt: STORY_NOW - 4 * 60 * SECOND },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('freshness')).toHaveTextContent('Data may be out of date: last update 4 minutes ago');
    await expect(c.getByRole('status')).toHaveTextContent(/^Data may be out of date$/);
  },
};

/** Where the page shows it: under the hero's badge, at phone width. */
export const InHeroMobile: Story = {
  ...mobile,
  args: { status: 'stale', updatedAt: STORY_NOW - 4 * 60 * SECOND },
  decorators: [],
  render: (args) => <Hero typewriterAt={0} status={<Freshness {...args} />} />,
};
