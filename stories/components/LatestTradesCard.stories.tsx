import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LatestTradesCard, LatestTradesCardView, StatusWord, theme } from '@smartburn/ui';
import { fixtures, scenarios } from '@smartburn/ui/mocks';
import { computedRgb, mobile, STORY_NOW } from '../support';

const meta = {
  title: 'Components/LatestTradesCard',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: LatestTradesCardView,
  args: { trades: fixtures.trades, state: 'ready' },
  // As wide as on the page: one grid column at 1280 px, the screen less its margins on a phone.
  decorators: [
    (Story, { parameters }) => (
      <div style={parameters.testViewport ? { padding: 16 } : { padding: 24, maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Latest AI Trades (docs/requirements.md §3.4): the first three trades, pair and signed profit, green above 0 and red otherwise. `LatestTradesCardView` takes props; `LatestTradesCard` is the connected block (GET /api/trades every 15 s).',
      },
    },
  },
} satisfies Meta<typeof LatestTradesCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

const profits = (canvasElement: HTMLElement) => within(canvasElement).getAllByTestId('trade-profit') as HTMLElement[];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 3, name: 'Latest AI Trades' })).toBeVisible();
    await expect(c.getAllByTestId('trade-pair').map((p) => p.textContent)).toEqual(['XAU/USD', 'XAU/EUR', 'XAU/JPY']);
    await expect(profits(canvasElement).map((p) => p.textContent)).toEqual(['+$1,245.20', '-$312.75', '+$894.10']);
  },
};

export const NegativeProfit: Story = {
  args: { trades: [{ pair: 'XAU/EUR', profit: -12.75 }, ...fixtures.trades] },
  play: async ({ canvasElement }) => {
    const [first] = profits(canvasElement) as [HTMLElement];
    await expect(first).toHaveTextContent('-$12.75');
    await expect(getComputedStyle(first).color).toBe(computedRgb(theme.colors.loss));
  },
};

export const ZeroProfit: Story = {
  args: {
    trades: [
      { pair: 'XAG/USD', profit: 0 },
      { pair: 'XAU/USD', profit: 45.25 },
    ],
  },
  play: async ({ canvasElement }) => {
    const [zero, plus] = profits(canvasElement) as [HTMLElement, HTMLElement];
    await expect(zero).toHaveTextContent(/^\$0\.00$/);
    await expect(getComputedStyle(zero).color).toBe(computedRgb(theme.colors.loss));
    await expect(plus).toHaveTextContent('+$45.25');
    await expect(getComputedStyle(plus).color).toBe(computedRgb(theme.colors.profit));
  },
};

export const Empty: Story = {
  args: { trades: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No trades yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { trades: undefined, state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('latest-trades')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: {
    trades: undefined,
    state: 'error',
    error: '500: Internal Server Error: pool database unavailable',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('500: Internal Server Error: pool database unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { ...Error.args, retrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retrying…' })).toBeDisabled();
  },
};

export const Stale: Story = {
  args: { stale: true, lastSuccessAt: STORY_NOW - 45_000 },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('latest-trades');
    await expect(card).toHaveAttribute('data-state', 'stale');
    await expect(within(card).getByText(/Stale — last update failed, data from 45 seconds ago/)).toBeVisible();
  },
};

export const WithStatusWord: Story = { args: { status: <StatusWord randomKey={0} /> } };

export const LongText: Story = {
  args: { trades: [{ pair: `XAU/USD ${'PERPETUAL-SWAP-'.repeat(10)}`, profit: 987654321.12 }, ...fixtures.trades] },
  play: async ({ canvasElement }) => {
    const pair = within(canvasElement).getAllByTestId('trade-pair')[0] as HTMLElement;
    await expect(pair.scrollWidth).toBeGreaterThan(pair.clientWidth); // truncated...
    await expect(pair).toHaveAttribute('title', expect.stringContaining('PERPETUAL-SWAP')); // ...with the full text kept
  },
};

export const HugeNumbers: Story = { args: { trades: fixtures.huge.trades } };

export const Mobile: Story = { ...mobile };

// Connected: LatestTradesCard against the MSW scenarios

export const Connected: Story = {
  render: () => <LatestTradesCard />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('XAU/USD')).toBeVisible();
    await expect(profits(canvasElement).map((p) => p.textContent)).toEqual(['+$1,245.20', '-$312.75', '+$894.10']);
  },
};

export const ConnectedError: Story = {
  render: () => <LatestTradesCard />,
  parameters: { msw: { handlers: { trades: scenarios.error.trades } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('500: Internal Server Error: pool database unavailable'),
    ).toBeVisible();
  },
};

let retryCalls = 0;
export const ConnectedRetry: Story = {
  render: () => <LatestTradesCard />,
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

/** Don't: `state="ready"` without data while loading: the card claims there are no trades. Pass the block's state. */
export const DontReadyWithoutData: Story = {
  name: "Don't: ready without data",
  args: { trades: undefined, state: 'ready' },
};
