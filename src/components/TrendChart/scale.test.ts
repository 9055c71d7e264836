import { areaPath, linePath, scaleLinear, segments, valueDomain, valueTicks, type SeriesPoint } from './scale';

const MIN = 60_000;
const at = (m: number) => m * MIN;
const pts = (...pairs: Array<[number, number | null]>): SeriesPoint[] =>
  pairs.map(([m, value]) => ({ at: at(m), value }));

describe('segments: where the line breaks (docs/requirements.md §13.3)', () => {
  it('keeps samples up to the gap limit apart in one run', () => {
    const runs = segments(pts([0, 1], [5, 2], [10, 3]), 10 * MIN);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.map((p) => p.value)).toEqual([1, 2, 3]);
  });

  it('cuts the line where two samples are further apart than the limit (the server was down)', () => {
    const runs = segments(pts([0, 1], [5, 2], [30, 3], [35, 4]), 10 * MIN);
    expect(runs.map((r) => r.map((p) => p.value))).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('cuts the line at a sample without a value, and sorts what comes unsorted', () => {
    const runs = segments(pts([10, 3], [0, 1], [5, null], [15, 4]), 10 * MIN);
    expect(runs.map((r) => r.map((p) => p.value))).toEqual([[1], [3, 4]]);
  });

  it('gives nothing for no samples, and one run of one for a lone sample', () => {
    expect(segments([], MIN)).toEqual([]);
    expect(segments(pts([3, 7]), MIN)).toEqual([[{ at: at(3), value: 7 }]]);
  });
});

describe('paths', () => {
  const x = scaleLinear([0, at(10)], [0, 1000]);
  const y = scaleLinear([0, 10], [100, 0]);

  it('draws a run as a polyline in the scaled box', () => {
    const [run] = segments(pts([0, 0], [5, 5], [10, 10]), 10 * MIN);
    expect(linePath(run!, x, y)).toBe('M0 100L500 50L1000 0');
    expect(areaPath(run!, x, y, 100)).toBe('M0 100L500 50L1000 0L1000 100L0 100Z');
  });

  it('draws a lone sample as a dot (a line of no length) and no area', () => {
    const [run] = segments(pts([5, 5]), MIN);
    expect(linePath(run!, x, y)).toBe('M500 50h0');
    expect(areaPath(run!, x, y, 100)).toBe('');
  });
});

describe('value axis', () => {
  it('pads the extent and puts round ticks inside it', () => {
    const domain = valueDomain([1_190_000, 1_284_562.37]);
    expect(domain.min).toBeLessThan(1_190_000);
    expect(domain.max).toBeGreaterThan(1_284_562.37);
    const ticks = valueTicks(domain);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    for (const t of ticks) {
      expect(t).toBeGreaterThanOrEqual(domain.min);
      expect(t).toBeLessThanOrEqual(domain.max);
      expect(t % 10_000).toBe(0);
    }
  });

  it('draws a flat line across the middle, with a band around its value', () => {
    const domain = valueDomain([50_000, 50_000, 50_000]);
    expect(domain).toEqual({ min: 47_500, max: 52_500 });
    const y = scaleLinear([domain.min, domain.max], [100, 0]);
    expect(y(50_000)).toBe(50);
    expect(valueTicks(domain)).toContain(50_000);
    expect(valueDomain([0, 0])).toEqual({ min: -1, max: 1 });
    // A domain of no width at all still maps to the middle, never to NaN.
    expect(scaleLinear([3, 3], [100, 0])(3)).toBe(50);
  });

  it('stays finite for huge values (no Infinity, no NaN, ticks without float noise)', () => {
    const domain = valueDomain([9.8e20, 1e21]);
    const ticks = valueTicks(domain);
    expect(ticks.length).toBeGreaterThan(0);
    ticks.forEach((t) => expect(Number.isFinite(t)).toBe(true));
    const extreme = valueDomain([-Number.MAX_VALUE, Number.MAX_VALUE]);
    expect(Number.isFinite(extreme.min) && Number.isFinite(extreme.max)).toBe(true);
    const y = scaleLinear([extreme.min, extreme.max], [100, 0]);
    expect(y(0)).toBeCloseTo(50);
    expect(valueTicks(extreme).every(Number.isFinite)).toBe(true);
    expect(valueTicks({ min: 0.1, max: 0.4 })).toEqual([0.1, 0.2, 0.3, 0.4]);
  });

  it('has an axis for no values at all', () => {
    expect(valueDomain([])).toEqual({ min: 0, max: 1 });
  });
});
