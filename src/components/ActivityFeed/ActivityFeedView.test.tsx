import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures, FIXTURE_NOW } from '../../../mocks/fixtures';
import { ACTIVITY_FEED_MAX_ITEMS, RELATIVE_TIME_TICK_MS } from '../../constants';
import type { Activity } from '../../data';
import { SmartBurnProvider } from '../../providers';
import { ActivityFeedView, type ActivityFeedViewProps } from './ActivityFeedView';

const renderFeed = (props: ActivityFeedViewProps, frozen = true) =>
  render(
    <SmartBurnProvider brand={{ locale: 'en-US' }} motion={frozen ? { frozenAt: FIXTURE_NOW } : undefined}>
      <ActivityFeedView {...props} />
    </SmartBurnProvider>,
  );

const many = (n: number, now = FIXTURE_NOW): Activity[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `a${i}`,
    type: 'trade',
    title: `Activity ${i}`,
    description: 'd',
    timestamp: new Date(now - (i + 1) * 60_000).toISOString(),
  }));

describe('ActivityFeedView', () => {
  it('is a region named "Live Activity Feed" listing every activity, newest first', () => {
    renderFeed({ activities: fixtures.activities, state: 'ready' });
    const feed = screen.getByRole('region', { name: 'Live Activity Feed' });
    const items = within(feed).getAllByTestId('activity-item');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual(fixtures.activities.map((a) => a.title));
    expect(within(feed).queryByText(/Showing the latest/)).toBeNull();
  });

  it('shows the empty text', () => {
    renderFeed({ activities: [], state: 'ready' });
    expect(screen.getByText('No recent activities to display')).toBeVisible();
  });

  it('is busy while loading', () => {
    renderFeed({ activities: undefined, state: 'loading' });
    expect(screen.getByTestId('activity-feed')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No recent activities to display')).toBeNull();
  });

  it('shows a failed first load inline with Retry', async () => {
    const onRetry = vi.fn();
    renderFeed({ activities: undefined, state: 'error', error: '500: Internal Server Error', onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Activities could not be loaded');
    expect(alert).toHaveTextContent('500: Internal Server Error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the activities and shows the stale mark after a failed refresh', () => {
    renderFeed({ activities: fixtures.activities, state: 'ready', stale: true, lastSuccessAt: FIXTURE_NOW - 60_000 });
    expect(screen.getByText('Stale — last update failed, data from 1 minute ago')).toBeVisible();
    expect(screen.getAllByTestId('activity-item')).toHaveLength(fixtures.activities.length);
  });

  it(`renders at most ${ACTIVITY_FEED_MAX_ITEMS} activities, the newest ones, and says how many there are`, () => {
    renderFeed({ activities: many(10_000), state: 'ready' });
    const items = screen.getAllByTestId('activity-item');
    expect(items).toHaveLength(ACTIVITY_FEED_MAX_ITEMS);
    expect(items[0]).toHaveTextContent('Activity 0');
    expect(screen.getByText(`Showing the latest ${ACTIVITY_FEED_MAX_ITEMS} of 10,000 activities`)).toBeVisible();
  });

  it(`shows the ${ACTIVITY_FEED_MAX_ITEMS} newest by timestamp, newest first, when the API sends them oldest first`, () => {
    const shuffled = [...many(10_000)].reverse();
    renderFeed({ activities: shuffled, state: 'ready' });
    const titles = screen.getAllByTestId('activity-item').map((i) => i.querySelector('p')?.textContent);
    expect(titles).toEqual(Array.from({ length: ACTIVITY_FEED_MAX_ITEMS }, (_, i) => `Activity ${i}`));
  });

  it('renders exactly the cap without the note', () => {
    renderFeed({ activities: many(ACTIVITY_FEED_MAX_ITEMS), state: 'ready' });
    expect(screen.getAllByTestId('activity-item')).toHaveLength(ACTIVITY_FEED_MAX_ITEMS);
    expect(screen.queryByText(/Showing the latest/)).toBeNull();
  });

  it('renders activities that repeat an id once each, without React key warnings', () => {
    const error = vi.spyOn(console, 'error');
    const [a] = fixtures.activities;
    renderFeed({ activities: [a!, { ...a!, title: 'Same id again' }], state: 'ready' });
    expect(screen.getAllByTestId('activity-item')).toHaveLength(2);
    expect(error.mock.calls.flat().join(' ')).not.toMatch(/same key/);
  });

  it('moves relative times on while the page is open', async () => {
    vi.useFakeTimers();
    try {
      renderFeed({ activities: many(1, Date.now()), state: 'ready' }, false);
      expect(screen.getByText('1 minute ago')).toBeVisible();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2 * RELATIVE_TIME_TICK_MS);
      });
      expect(screen.getByText('2 minutes ago')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not move times under a frozen clock', async () => {
    vi.useFakeTimers();
    try {
      renderFeed({ activities: many(1), state: 'ready' });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10 * RELATIVE_TIME_TICK_MS);
      });
      expect(screen.getByText('1 minute ago')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  describe('links', () => {
    const hash = `0x${'c3'.repeat(32)}`;
    const linked: Activity[] = [
      { ...many(1)[0]!, id: 'burn-1', type: 'burn', title: '<img src=x onerror=alert(1)>', txHash: hash },
      { ...many(2)[1]!, id: 'odd id/../x', txHash: '0x1234' },
    ];
    const renderLinked = (brand: Record<string, string>) =>
      render(
        <SmartBurnProvider brand={{ locale: 'en-US', ...brand }} motion={{ frozenAt: FIXTURE_NOW }}>
          <ActivityFeedView activities={linked} state="ready" />
        </SmartBurnProvider>,
      );

    it('links each title to its page and a valid hash to the explorer, in reading order', () => {
      renderLinked({ activityUrl: '/activity/{id}', explorerTxUrl: 'https://etherscan.io/tx/{txHash}' });
      const links = screen.getAllByRole('link');
      // The first item: its title, then its transaction; the second: an id that cannot have a
      // page and a hash that is no hash, so no link at all.
      expect(links.map((l) => l.getAttribute('href'))).toEqual(['/activity/burn-1', `https://etherscan.io/tx/${hash}`]);
      expect(links[0]).toHaveTextContent('<img src=x onerror=alert(1)>');
      expect(document.querySelector('img')).toBeNull();
      expect(links[1]).toHaveAccessibleName('View transaction (opens in a new tab)');
      expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
    });

    it('links nowhere without the templates', () => {
      renderLinked({});
      expect(screen.queryAllByRole('link')).toEqual([]);
      expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    });
  });
});
