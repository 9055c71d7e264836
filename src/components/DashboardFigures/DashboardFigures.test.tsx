import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fixtures } from '../../../mocks/fixtures';
import { renderConnected } from '../../../tests/support/connected';
import { dashboardQueryKey } from '../../data';
import { DashboardFigures } from './DashboardFigures';

// /api/dashboard answers from the queue, in order, the last one repeating; /api/trades always
// answers the fixtures (the connected trades card the block renders by default).
let answers: Array<() => Response> = [];
const server = setupServer(
  http.get('*/api/dashboard', () => (answers.length > 1 ? answers.shift()! : answers[0]!)()),
  http.get('*/api/trades', () => HttpResponse.json(fixtures.trades)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
const ok = () => HttpResponse.json(fixtures.dashboard);
const fail = (status: number, text: string) => () => new HttpResponse(text, { status });

const section = () => screen.getByRole('region', { name: 'Pool dashboard' });

describe('DashboardFigures (connected)', () => {
  it('shows placeholders while loading, then the figures and the connected trades card', async () => {
    answers = [ok];
    renderConnected(<DashboardFigures />);
    expect(section()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('$1,284,562.37')).toBeVisible();
    expect(section()).not.toHaveAttribute('aria-busy');
    expect(await within(section()).findByText('XAU/USD')).toBeVisible();
  });

  it('shows a failed first load inline, the trades card still there; Retry loads the figures', async () => {
    answers = [fail(503, 'pool database unavailable'), ok];
    renderConnected(<DashboardFigures tradesCard={<article>my trades</article>} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Pool statistics could not be loaded');
    expect(alert).toHaveTextContent('503: pool database unavailable');
    expect(screen.getByText('my trades')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('$1,284,562.37')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the figures and marks them stale when a refresh fails; a good refresh clears it', async () => {
    answers = [ok, fail(500, 'Internal Server Error'), ok];
    const client = renderConnected(<DashboardFigures tradesCard={null} />);
    expect(await screen.findByText('$1,284,562.37')).toBeVisible();
    await act(() => client.refetchQueries({ queryKey: dashboardQueryKey }));
    await waitFor(() => expect(screen.getAllByTestId('stale-mark')).toHaveLength(4));
    expect(screen.getByText('$1,284,562.37')).toBeVisible();
    await act(() => client.refetchQueries({ queryKey: dashboardQueryKey }));
    await waitFor(() => expect(screen.queryByTestId('stale-mark')).toBeNull());
  });
});
