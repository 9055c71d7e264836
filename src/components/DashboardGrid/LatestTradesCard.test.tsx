import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fixtures, FIXTURE_NOW } from '../../../mocks/fixtures';
import { createQueryClient, tradesQueryKey } from '../../data';
import { SmartBurnProvider } from '../../providers';
import { LatestTradesCard } from './LatestTradesCard';

// Each test queues the answers /api/trades gives, in order; the last one repeats.
let answers: Array<() => Response> = [];
const server = setupServer(http.get('*/api/trades', () => (answers.length > 1 ? answers.shift()! : answers[0]!)()));
const ok = () => HttpResponse.json(fixtures.trades);
const fail = (status: number, text: string) => () => new HttpResponse(text, { status });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function renderConnected() {
  const client = createQueryClient();
  render(
    <SmartBurnProvider
      queryClient={client}
      apiBase="http://api.test"
      brand={{ locale: 'en-US' }}
      motion={{ frozenAt: FIXTURE_NOW }}
    >
      <LatestTradesCard />
    </SmartBurnProvider>,
  );
  return client;
}

describe('LatestTradesCard (connected)', () => {
  it('loads the trades from /api/trades', async () => {
    answers = [ok];
    renderConnected();
    expect(screen.getByTestId('latest-trades')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('XAU/USD')).toBeVisible();
    expect(screen.getAllByTestId('trade-profit').map((p) => p.textContent)).toEqual([
      '+$1,245.20',
      '-$312.75',
      '+$894.10',
    ]);
  });

  it('shows a failed first load inline; Retry loads the trades', async () => {
    answers = [fail(503, 'trade engine offline'), ok];
    renderConnected();
    expect(await screen.findByText('503: trade engine offline')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('XAU/USD')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the last trades and marks them stale when a refresh fails; a good refresh clears it', async () => {
    answers = [ok, fail(500, 'Internal Server Error'), ok];
    const client = renderConnected();
    expect(await screen.findByText('XAU/USD')).toBeVisible();
    await act(() => client.refetchQueries({ queryKey: tradesQueryKey }));
    expect(await screen.findByTestId('stale-mark')).toHaveTextContent('Stale — last update failed');
    expect(screen.getByText('XAU/USD')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => client.refetchQueries({ queryKey: tradesQueryKey }));
    await waitFor(() => expect(screen.queryByTestId('stale-mark')).toBeNull());
  });
});
