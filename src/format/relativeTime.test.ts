import { countBuilt } from './testing';
import { formatRelativeTime, formatTimeUntil } from './relativeTime';

const NOW = Date.parse('2026-01-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [5 * 60_000, '5 minutes ago'],
    [60_000, '1 minute ago'],
    [45_000, '45 seconds ago'],
    [3 * 3_600_000, '3 hours ago'],
    [2 * 86_400_000, '2 days ago'],
    [65 * 86_400_000, '2 months ago'],
    [800 * 86_400_000, '2 years ago'],
  ])('%s ms ago -> %s', (ms, expected) => {
    expect(formatRelativeTime(ago(ms), NOW, 'en-US')).toBe(expected);
  });

  it('reads "just now" for the last seconds and for future times', () => {
    expect(formatRelativeTime(ago(3_000), NOW, 'en-US')).toBe('just now');
    expect(formatRelativeTime(ago(-60_000), NOW, 'en-US')).toBe('just now');
    expect(formatRelativeTime('9999-12-31T00:00:00Z', NOW, 'en-US')).toBe('just now');
  });

  it('reads "unknown time" when the timestamp is not a date', () => {
    for (const bad of ['not a date', '', '2026-13-45T99:99:99Z', NaN]) {
      expect(formatRelativeTime(bad as string, NOW, 'en-US')).toBe('unknown time');
    }
  });

  it('handles the far past', () => {
    expect(formatRelativeTime('1970-01-01T00:00:00Z', NOW, 'en-US')).toBe('56 years ago');
  });

  it('follows the locale', () => {
    expect(formatRelativeTime(ago(5 * 60_000), NOW, 'de-DE')).toBe('vor 5 Minuten');
    expect(formatRelativeTime(ago(5 * 60_000), NOW, 'ja-JP')).toBe('5 分前');
  });

  it('accepts epoch numbers and Dates', () => {
    expect(formatRelativeTime(NOW - 120_000, NOW, 'en-US')).toBe('2 minutes ago');
    expect(formatRelativeTime(new Date(NOW - 120_000), NOW, 'en-US')).toBe('2 minutes ago');
  });
});

describe('formatTimeUntil', () => {
  it.each([
    [120_000, 'in 2 minutes'],
    [90_000, 'in 2 minutes'],
    [45_000, 'in 45 seconds'],
    [600_000, 'in 10 minutes'],
    [0, 'in 0 seconds'],
    [-5, 'in 0 seconds'],
    [NaN, 'in 0 seconds'],
  ])('%s ms -> %s', (ms, expected) => {
    expect(formatTimeUntil(ms, 'en-US')).toBe(expected);
  });
});

describe('formatRelativeTime in plain English, written without Intl', () => {
  const UNITS = [
    ['second', 1_000],
    ['minute', 60_000],
    ['hour', 3_600_000],
    ['day', 86_400_000],
    ['month', 30 * 86_400_000],
    ['year', 365 * 86_400_000],
  ] as const;
  const LOCALES = [
    'en',
    'en-US',
    'en-GB',
    'en-AU',
    'en-CA',
    'en-IN',
    'en-IE',
    'en-NZ',
    'en-ZA',
    'en-SG',
    'en-001',
    'en-150',
  ];

  it("reads exactly as Intl's words for every unit and count below 1000", () => {
    for (const locale of LOCALES) {
      const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' });
      for (const [unit, size] of UNITS) {
        // Each unit only for the counts it is used for (below the next unit), and at least 10 s.
        for (let count = unit === 'second' ? 10 : 1; count < 1000; count++) {
          const next = UNITS.find(([, s]) => s > size)?.[1];
          if (next !== undefined && count * size >= next) break;
          expect(formatRelativeTime(NOW - count * size, NOW, locale)).toBe(intl.format(-count, unit));
        }
      }
    }
  });

  it('leaves other languages, other digits and large counts to Intl', () => {
    const built = countBuilt('RelativeTimeFormat');
    try {
      // A locale no other test formats in, so no formatter of it is cached.
      expect(formatRelativeTime(NOW - 5 * 60_000, NOW, 'en-JM')).toBe('5 minutes ago');
      expect(built.count).toBe(0);
      expect(formatRelativeTime(NOW - 5 * 60_000, NOW, 'de-DE')).toBe('vor 5 Minuten');
      expect(formatRelativeTime(NOW - 5 * 60_000, NOW, 'en-US-u-nu-arab')).toBe(
        new Intl.RelativeTimeFormat('en-US-u-nu-arab').format(-5, 'minute'),
      );
      expect(formatRelativeTime(NOW - 5 * 60_000, NOW, 'en-US-u-nu-arab')).not.toBe('5 minutes ago');
      expect(formatRelativeTime(NOW - 1500 * 365 * 86_400_000, NOW, 'en-US')).toBe('1,500 years ago');
    } finally {
      built.restore();
    }
  });
});
