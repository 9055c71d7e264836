import { render, screen } from '@testing-library/react';
import { FIXTURE_NOW } from '../../../mocks/fixtures';
import type { Activity } from '../../data';
import { colors } from '../../theme';
import { ACTIVITY_COLORS, ActivityItem, activityKind, sameActivityItem } from './ActivityItem';

const at = (minutes: number) => new Date(FIXTURE_NOW - minutes * 60_000).toISOString();
const activity = (over: Partial<Activity> = {}): Activity => ({
  id: 1,
  type: 'burn',
  title: 'Token burn executed',
  description: '250,000 SBP burned',
  timestamp: at(5),
  ...over,
});
const renderItem = (a: Activity) =>
  render(
    <ul>
      <ActivityItem activity={a} now={FIXTURE_NOW} locale="en-US" />
    </ul>,
  );

describe('activityKind', () => {
  it('keeps burn, trade and reinvest and folds everything else into other', () => {
    expect(['burn', 'trade', 'reinvest', 'system', '', 'BURN', '__proto__'].map(activityKind)).toEqual([
      'burn',
      'trade',
      'reinvest',
      'other',
      'other',
      'other',
      'other',
    ]);
  });

  it('gives the four kinds four distinct theme colours', () => {
    expect(ACTIVITY_COLORS).toEqual({
      burn: colors.activityBurn,
      trade: colors.activityTrade,
      reinvest: colors.activityReinvest,
      other: colors.activityOther,
    });
    expect(new Set(Object.values(ACTIVITY_COLORS)).size).toBe(4);
  });
});

describe('ActivityItem', () => {
  it('shows title, description and the relative time in a <time dateTime>', () => {
    renderItem(activity());
    const item = screen.getByTestId('activity-item');
    expect(item).toHaveAttribute('data-kind', 'burn');
    expect(item).toHaveTextContent('Token burn executed');
    expect(item).toHaveTextContent('250,000 SBP burned');
    const time = screen.getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', at(5));
  });

  it.each([
    ['trade', 'trade'],
    ['reinvest', 'reinvest'],
    ['airdrop', 'other'],
  ])('marks type %s as kind %s', (type, kind) => {
    renderItem(activity({ type }));
    expect(screen.getByTestId('activity-item')).toHaveAttribute('data-kind', kind);
  });

  it('reads "unknown time" without a dateTime for an unparsable timestamp, "just now" for the future', () => {
    const { unmount } = renderItem(activity({ timestamp: 'not a date' }));
    expect(screen.getByText('unknown time')).not.toHaveAttribute('dateTime');
    unmount();
    renderItem(activity({ timestamp: new Date(FIXTURE_NOW + 3_600_000).toISOString() }));
    expect(screen.getByText('just now')).toBeVisible();
  });

  it('renders hostile text as text: no element is ever created from it', () => {
    renderItem(activity({ title: '<img src=x onerror=alert(1)>', description: '<script>alert(1)</script>' }));
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(screen.getByText('<script>alert(1)</script>')).toBeVisible();
    expect(document.querySelector('img, script')).toBeNull();
  });

  it('keeps the full text of a clamped long title and description as hover titles', () => {
    const title = 'T'.repeat(500);
    const description = 'D'.repeat(5_000);
    renderItem(activity({ title, description }));
    expect(screen.getByText(title)).toHaveAttribute('title', title);
    expect(screen.getByText(description)).toHaveAttribute('title', description);
  });
});

describe('ActivityItem memoisation (sameActivityItem)', () => {
  const at = Date.parse('2026-03-01T12:00:00Z');
  const activity = {
    id: 'x1',
    type: 'burn',
    title: 'Token burn executed',
    description: '1 SBP',
    timestamp: new Date(at - 5 * 60_000).toISOString(),
  };
  const props = { activity, now: at, locale: 'en-US' };

  it('skips a re-render for the same content in a new object (a poll that prepends an item)', () => {
    expect(sameActivityItem(props, { ...props, activity: { ...activity } })).toBe(true);
  });

  it('re-renders when a field it shows changes', () => {
    for (const change of [
      { title: 'Other' },
      { description: '2 SBP' },
      { type: 'trade' },
      { id: 'x2' },
      { timestamp: new Date(at).toISOString() },
    ]) {
      expect(sameActivityItem(props, { ...props, activity: { ...activity, ...change } })).toBe(false);
    }
  });

  it('skips a clock tick that leaves its time text unchanged, not one that changes it', () => {
    expect(sameActivityItem(props, { ...props, now: at + 20_000 })).toBe(true); // still "5 minutes ago"
    expect(sameActivityItem(props, { ...props, now: at + 60_000 })).toBe(false); // "6 minutes ago"
    expect(sameActivityItem(props, { ...props, locale: 'de-DE' })).toBe(false);
  });
});
