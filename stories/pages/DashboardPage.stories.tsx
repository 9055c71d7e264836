import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { DashboardPage } from '@smartburn/ui';
import { fixtures, scenarios } from '@smartburn/ui/mocks';
import { mobile } from '../support';

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
    await expect(c.getByTestId('stat-value-current-balance')).toHaveTextContent('$1,284,562.37');
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
    await expect(c.getByTestId('stat-value-current-balance')).toHaveTextContent('$0.00');
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
    await expect(within(canvasElement).getByTestId('typewriter-visible')).toHaveTextContent('SMART TRADING POOL');
  },
};
