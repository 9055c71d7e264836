import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures } from '../../../mocks/fixtures';
import { answerQueue, failWith, okJson, renderConnected } from '../../../tests/support/connected';
import { activitiesQueryKey } from '../../data';
import { ActivityFeed } from './ActivityFeed';

// Each test queues the answers /api/activities gives, in order; the last one repeats.
const queue = answerQueue('/api/activities');
const ok = okJson(fixtures.activities);
const fail = failWith;

describe('ActivityFeed (connected)', () => {
  it('loads the activities from /api/activities', async () => {
    queue.answers = [ok];
    renderConnected(<ActivityFeed />);
    expect(screen.getByTestId('activity-feed')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Profits reinvested')).toBeVisible();
    expect(screen.getAllByTestId('activity-item')).toHaveLength(fixtures.activities.length);
  });

  it('shows the empty text for an empty list', async () => {
    queue.answers = [okJson([])];
    renderConnected(<ActivityFeed />);
    expect(await screen.findByText('No recent activities to display')).toBeVisible();
  });

  it('shows a failed first load inline; Retry loads the feed', async () => {
    queue.answers = [fail(500, 'Internal Server Error: pool database unavailable'), ok];
    renderConnected(<ActivityFeed />);
    expect(await screen.findByText('500: Internal Server Error: pool database unavailable')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Profits reinvested')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the feed and marks it stale when a refresh fails; a good refresh clears it', async () => {
    queue.answers = [ok, fail(503, 'Service Unavailable'), ok];
    const client = renderConnected(<ActivityFeed />);
    expect(await screen.findByText('Profits reinvested')).toBeVisible();
    await act(() => client.refetchQueries({ queryKey: activitiesQueryKey }));
    expect(await screen.findByTestId('stale-mark')).toBeVisible();
    expect(screen.getAllByTestId('activity-item')).toHaveLength(fixtures.activities.length);
    await act(() => client.refetchQueries({ queryKey: activitiesQueryKey }));
    await waitFor(() => expect(screen.queryByTestId('stale-mark')).toBeNull());
  });
});
