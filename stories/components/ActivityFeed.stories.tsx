import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActivityFeed, ActivityFeedView, theme, type Activity } from '@smartburn/ui';
// Not public API: the tests check the exact colours the component uses.
import { fixtures, scenarios } from '@smartburn/ui/mocks';
import { computedRgb, minutesAgo, mobile, STORY_NOW } from '../support';

const meta = {
  title: 'Components/ActivityFeed',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: ActivityFeedView,
  args: { activities: fixtures.activities, state: 'ready' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 900, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          '`ActivityFeedView` takes props; `ActivityFeed` is the connected version (GET /api/activities every 20 s). Left border colour by type: burn, trade, reinvest, other.',
      },
    },
  },
} satisfies Meta<typeof ActivityFeedView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The feed's kinds (docs/requirements.md §3.6): burn, trade and reinvest have a colour each; any other type shares one. */
type Kind = 'burn' | 'trade' | 'reinvest' | 'other';
const kindOf = (type: string): Kind => (type === 'burn' || type === 'trade' || type === 'reinvest' ? type : 'other');
const KIND_COLORS: Record<Kind, string> = {
  burn: theme.colors.activityBurn,
  trade: theme.colors.activityTrade,
  reinvest: theme.colors.activityReinvest,
  other: theme.colors.activityOther,
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Live Activity Feed' })).toBeVisible();
    const items = c.getAllByTestId('activity-item');
    await expect(items).toHaveLength(fixtures.activities.length);
    await expect(items[0]).toHaveTextContent('Token burn executed');
    await expect(items[0]).toHaveTextContent('5 minutes ago');
    const borders = items.map((i) => getComputedStyle(i).borderLeftColor);
    await expect(borders.slice(0, 5)).toEqual([
      computedRgb(KIND_COLORS.burn),
      computedRgb(KIND_COLORS.trade),
      computedRgb(KIND_COLORS.reinvest),
      computedRgb(KIND_COLORS.trade),
      computedRgb(KIND_COLORS.other),
    ]);
  },
};

/** The feed with only the fixtures' activities of one kind: its border colour, alone. */
const onlyKind = (kind: Kind): Story => ({
  args: { activities: fixtures.activities.filter((a) => kindOf(a.type) === kind) },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByTestId('activity-item');
    await expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      await expect(item).toHaveAttribute('data-kind', kind);
      await expect(getComputedStyle(item).borderLeftColor).toBe(computedRgb(KIND_COLORS[kind]));
    }
  },
});

export const OnlyBurns: Story = onlyKind('burn');
export const OnlyTrades: Story = onlyKind('trade');
export const OnlyReinvestments: Story = onlyKind('reinvest');
/** Any type the page does not know ('system' here) shares one colour. */
export const OnlyOtherTypes: Story = onlyKind('other');

export const Empty: Story = {
  args: { activities: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No recent activities to display')).toBeVisible();
  },
};

export const Loading: Story = { args: { activities: undefined, state: 'loading' } };

export const Error: Story = {
  args: {
    activities: undefined,
    state: 'error',
    error: '500: Internal Server Error: pool database unavailable',
    onRetry: () => {},
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Stale: Story = {
  args: { stale: true, lastSuccessAt: STORY_NOW - 60_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Stale — last update failed/)).toBeVisible();
    await expect(within(canvasElement).getAllByTestId('activity-item')).toHaveLength(fixtures.activities.length);
  },
};

const hostile: Activity[] = [
  {
    id: 'x1',
    type: 'burn',
    title: '<img src=x onerror=alert(1)>',
    description: '<script>alert("pwned")</script>',
    timestamp: minutesAgo(1),
  },
  {
    id: 'x2',
    type: 'trade',
    title: `${'VeryLongWordWithoutAnyBreaks'.repeat(20)}`,
    description: 'x'.repeat(2000),
    timestamp: minutesAgo(2),
  },
  {
    id: 'x3',
    type: 'reinvest',
    title: 'Right-to-left \u202Eevil\u202C override and zero\u200Bwidth',
    description: 'Emoji 🔥💰🚀 and 日本語',
    timestamp: 'not a date',
  },
  {
    id: 'x4',
    type: 'mystery',
    title: 'From the far future',
    description: 'Clock skew',
    timestamp: '9999-12-31T00:00:00Z',
  },
  {
    id: 'x4',
    type: 'burn',
    title: 'Duplicate id from a sloppy API',
    description: 'Still rendered once each',
    timestamp: minutesAgo(60 * 24 * 400),
  },
];

export const HostileContent: Story = {
  args: { activities: hostile },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // Markup from the API stays text: nothing is parsed into elements.
    await expect(c.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(c.getByText('unknown time')).toBeVisible();
    await expect(c.getByText('just now')).toBeVisible();
    await expect(c.getByText('1 year ago')).toBeVisible();
    const feed = c.getByTestId('activity-feed');
    await expect(feed.scrollWidth).toBeLessThanOrEqual(feed.clientWidth);
  },
};

export const HugeList: Story = {
  args: { activities: fixtures.huge.activities },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByTestId('activity-item')).toHaveLength(20);
    await expect(c.getByText('Showing the latest 20 of 10,000 activities')).toBeVisible();
  },
};

export const Mobile: Story = { ...mobile };

export const Connected: Story = {
  render: () => <ActivityFeed />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Profits reinvested')).toBeVisible();
  },
};

export const ConnectedEmpty: Story = {
  render: () => <ActivityFeed />,
  parameters: { msw: { handlers: { activities: scenarios.empty.activities } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No recent activities to display')).toBeVisible();
  },
};

export const ConnectedMalformed: Story = {
  render: () => <ActivityFeed />,
  parameters: { msw: { handlers: { activities: scenarios.malformed.activities } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Invalid response from /api/activities: [0].title: missing'),
    ).toBeVisible();
  },
};

/** Don't: `state="ready"` without data while loading: the feed claims nothing happened. Pass the block's state. */
export const DontReadyWithoutData: Story = {
  name: "Don't: ready without data",
  args: { activities: undefined, state: 'ready' },
};
