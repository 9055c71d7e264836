import { screen } from '@testing-library/react';
import { fixtures } from '../../../mocks/fixtures';
import { okJson, renderConnected } from '../../../tests/support/connected';
import { describeConnectedBlock } from '../../../tests/support/connectedBlock';
import { ActivityFeed } from './ActivityFeed';

const ok = okJson(fixtures.activities);
const queue = describeConnectedBlock('ActivityFeed', {
  path: '/api/activities',
  block: <ActivityFeed />,
  ok,
  shows: 'Profits reinvested',
  errorTitle: 'Activities could not be loaded',
});

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
});
