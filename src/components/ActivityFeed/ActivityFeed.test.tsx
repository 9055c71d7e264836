import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fixtures, FIXTURE_NOW } from '../../../mocks/fixtures';
import { activitiesQueryKey, createQueryClient } from '../../data';
import { SmartBurnProvider } from '../../providers';
import { ActivityFeed } from './ActivityFeed';

// Each test queues the answers /api/activities gives, in order; the last one repeats.
let answers: Array<() => Response> = [];
const server = setupServer(http.get('*/api/activities', () => (answers.length > 1 ? answers.shift()! : answers[0]!)()));
const ok = () => HttpResponse.json(fixtures.activities);
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
      <ActivityFeed />
    </SmartBurnProvider>,
  );
  return client;
}

describe('ActivityFeed (connected)', () => {
  it('loads the activities from /api/activities', async () => {
    answers = [ok];
    renderConnected();
    expect(screen.getByTestId('activity-feed')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Profits reinvested')).toBeVisible();
    expect(screen.getAllByTestId('activity-item')).toHaveLength(fixtures.activities.length);
  });

  it('shows the empty text for an empty list', async () => {
    answers = [() => HttpResponse.json([])];
    renderConnected();
    expect(await screen.findByText('No recent activities to display')).toBeVisible();
  });

  it('shows a failed first load inline; Retry loads the feed', async () => {
    answers = [fail(500, 'Internal Server Error: pool database unavailable'), ok];
    renderConnected();
    expect(await screen.findByText('500: Internal Server Error: pool database unavailable')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Profits reinvested')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the feed and marks it stale when a refresh fails; a good refresh clears it', async () => {
    answers = [ok, fail(503, 'Service Unavailable'), ok];
    const client = renderConnected();
    expect(await screen.findByText('Profits reinvested')).toBeVisible();
    await act(() => client.refetchQueries({ queryKey: activitiesQueryKey }));
    expect(await screen.findByTestId('stale-mark')).toBeVisible();
    expect(screen.getAllByTestId('activity-item')).toHaveLength(fixtures.activities.length);
    await act(() => client.refetchQueries({ queryKey: activitiesQueryKey }));
    await waitFor(() => expect(screen.queryByTestId('stale-mark')).toBeNull());
  });
});
