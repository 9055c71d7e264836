import { timeTicks } from './timeTicks';

const NOW = Date.parse('2026-01-15T12:00:00Z');
const H = 3_600_000;
const hours = (ticks: number[], timeZone: string) =>
  ticks.map((t) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(t));

describe('time axis ticks (docs/requirements.md §13.3)', () => {
  it('labels a day every 6 hours, on the wall clock of the zone', () => {
    const ticks = timeTicks(NOW - 24 * H, NOW, '24h', 'UTC');
    expect(hours(ticks, 'UTC')).toEqual(['18:00', '00:00', '06:00']);
    // Tokyo is 9 hours ahead: its round hours are other instants.
    const tokyo = timeTicks(NOW - 24 * H, NOW, '24h', 'Asia/Tokyo');
    expect(hours(tokyo, 'Asia/Tokyo')).toEqual(['00:00', '06:00', '12:00', '18:00']);
  });

  it('labels a week by day and a month every 5 days, at midnight, none hanging over an edge', () => {
    const week = timeTicks(NOW - 7 * 24 * H, NOW, '7d', 'UTC');
    expect(week).toHaveLength(7);
    expect(hours(week, 'UTC').every((h) => h === '00:00')).toBe(true);
    const month = timeTicks(NOW - 30 * 24 * H, NOW, '30d', 'Europe/Paris');
    expect(month.length).toBeGreaterThanOrEqual(5);
    expect(hours(month, 'Europe/Paris').every((h) => h === '00:00')).toBe(true);
    for (const t of month) expect(t).toBeGreaterThan(NOW - 30 * 24 * H);
  });
});
