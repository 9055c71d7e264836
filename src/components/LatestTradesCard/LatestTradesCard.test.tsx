import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures } from '../../../mocks/fixtures';
import { answerQueue, failWith, okJson, renderConnected } from '../../../tests/support/connected';
import { tradesQueryKey } from '../../data';
import { LatestTradesCard } from './LatestTradesCard';

// Each test queues the answers /api/trades gives, in order; the last one repeats.
const queue = answerQueue('/api/trades');
const ok = okJson(fixtures.trades);
const fail = failWith;

describe('LatestTradesCard (connected)', () => {
  it('loads the trades from /api/trades', async () => {
    queue.answers = [ok];
    renderConnected(<LatestTradesCard />);
    expect(screen.getByTestId('latest-trades')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('XAU/USD')).toBeVisible();
    expect(screen.getAllByTestId('trade-profit').map((p) => p.textContent)).toEqual([
      '+$1,245.20',
      '-$312.75',
      '+$894.10',
    ]);
  });

  it('shows a failed first load inline; Retry loads the trades', async () => {
    queue.answers = [fail(503, 'trade engine offline'), ok];
    renderConnected(<LatestTradesCard />);
    expect(await screen.findByText('503: trade engine offline')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('XAU/USD')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the last trades and marks them stale when a refresh fails; a good refresh clears it', async () => {
    queue.answers = [ok, fail(500, 'Internal Server Error'), ok];
    const client = renderConnected(<LatestTradesCard />);
    expect(await screen.findByText('XAU/USD')).toBeVisible();
    await act(() => client.refetchQueries({ queryKey: tradesQueryKey }));
    expect(await screen.findByTestId('stale-mark')).toHaveTextContent('Stale — last update failed');
    expect(screen.getByText('XAU/USD')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => client.refetchQueries({ queryKey: tradesQueryKey }));
    await waitFor(() => expect(screen.queryByTestId('stale-mark')).toBeNull());
  });
});
