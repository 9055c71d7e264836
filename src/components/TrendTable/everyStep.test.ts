import { everyStep } from './TrendTable';

const H = 3_600_000;
const T = Date.parse('2026-01-15T12:00:00Z');
const at = (msAgo: number) => ({ at: new Date(T - msAgo).toISOString() });

describe('everyStep: the rows of the trends table (docs/requirements.md §13.3)', () => {
  it('keeps the newest sample of each step back from the newest one', () => {
    const fiveMinutes = Array.from({ length: 36 }, (_, i) => at(i * 5 * 60_000)); // 3 hours, newest first
    expect(everyStep(fiveMinutes, H).map((p) => (T - Date.parse(p.at)) / 60_000)).toEqual([0, 60, 120]);
  });

  it('has no row for a step without a sample, and every sample without a step', () => {
    const gappy = [at(0), at(0.5 * H), at(4 * H), at(4.2 * H)];
    expect(everyStep(gappy, H)).toEqual([at(0), at(4 * H)]);
    expect(everyStep(gappy, undefined)).toEqual(gappy);
    expect(everyStep([], H)).toEqual([]);
  });
});
