import { describe, expect, it } from 'vitest';
import { HISTORY_MAX_POINTS } from '../constants';
import { historyBucketMs, historyFrom, historyTableStepMs } from './historyRanges';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('history ranges (docs/requirements.md §13.2)', () => {
  it('buckets 90 days in 8 hours and a year in 2 days, both within HISTORY_MAX_POINTS', () => {
    expect(historyBucketMs('90d', 0)).toBe(8 * HOUR);
    expect(historyBucketMs('1y', 0)).toBe(2 * DAY);
    expect((90 * DAY) / historyBucketMs('90d', 0)).toBeLessThanOrEqual(HISTORY_MAX_POINTS);
    expect((365 * DAY) / historyBucketMs('1y', 0)).toBeLessThanOrEqual(HISTORY_MAX_POINTS);
  });

  it("picks the smallest readable bucket for 'all' that stays within HISTORY_MAX_POINTS, whole weeks past a week", () => {
    expect(historyBucketMs('all', 20 * HOUR)).toBe(5 * 60_000);
    expect(historyBucketMs('all', 30 * DAY)).toBe(3 * HOUR);
    expect(historyBucketMs('all', 200 * DAY)).toBe(DAY);
    expect(historyBucketMs('all', 3 * 365 * DAY)).toBe(7 * DAY);
    const tenYears = 10 * 365 * DAY;
    expect(historyBucketMs('all', tenYears)).toBe(14 * DAY);
    expect(tenYears / historyBucketMs('all', tenYears)).toBeLessThanOrEqual(HISTORY_MAX_POINTS);
  });

  it("starts 'all' at the bucket holding the first sample, so that sample is inside the range", () => {
    const to = Date.parse('2026-03-01T12:00:00Z');
    expect(historyFrom('30d', to, null)).toBe(to - 30 * DAY);
    expect(historyFrom('all', to, null)).toBe(to);
    const since = to - 30 * DAY; // on a 3-hour boundary: the range starts one bucket earlier
    expect(historyFrom('all', to, since)).toBe(since - 3 * HOUR);
    expect(historyFrom('all', to, since + 1)).toBe(since);
  });

  it("steps the table of 'all' to at most 31 rows", () => {
    expect(historyTableStepMs('90d', 0)).toBe(7 * DAY);
    expect(historyTableStepMs('all', DAY)).toBe(HOUR);
    expect(historyTableStepMs('all', 200 * DAY)).toBe(7 * DAY);
    expect(historyTableStepMs('all', 40 * 365 * DAY)).toBe(365 * DAY);
  });
});
