// The maths of a trend chart (docs/requirements.md §13.3): a value axis with round ticks, a time
// axis, and the line cut where the server has no sample. Pure functions, no DOM: a server
// renders the same path a browser does.

/** One value of a series at a time (ms since the epoch); null where the sample holds none. */
export interface SeriesPoint {
  at: number;
  value: number | null;
}

/** A run of samples with no gap inside: one stroke of the line. */
export type Segment = Array<{ at: number; value: number }>;

/** The extent a value axis spans. */
export interface Domain {
  min: number;
  max: number;
}

/** Half of each side, so no sum or difference of two finite numbers overflows to Infinity. */
const half = (n: number) => n / 2;

/**
 * A linear map from `domain` to `range` (pixels, or the SVG's user units). A domain of no width
 * maps everything to the middle of the range (a flat line is drawn across the middle).
 */
export function scaleLinear([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  const width = half(d1) - half(d0);
  return (value: number) => {
    const t = width === 0 ? 0.5 : (half(value) - half(d0)) / width;
    return r0 + t * (r1 - r0);
  };
}

/**
 * The values' extent with some air above and below, so a line never runs along the frame. A
 * flat series (one value) gets a band around it: 5 % of the value, or 1 either side of zero.
 */
export function valueDomain(values: readonly number[]): Domain {
  if (values.length === 0) return { min: 0, max: 1 };
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const pad = min === max ? Math.abs(min) * 0.05 || 1 : (half(max) - half(min)) * 0.2;
  return { min: clampFinite(min - pad), max: clampFinite(max + pad) };
}

const clampFinite = (n: number) => Math.max(-Number.MAX_VALUE, Math.min(Number.MAX_VALUE, n));

/** 1, 2, 2.5 or 5 times a power of ten: the step a reader can add up at a glance. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  // Float noise (0.30000000000000004 / 3) must not push 1 up to 2: compare with a little slack.
  const fraction = rough / power - 1e-9;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Round ticks inside the domain, about `count` of them (never none: a flat domain has its middle). */
export function valueTicks({ min, max }: Domain, count = 3): number[] {
  const span = half(max) - half(min); // half the real span
  if (!(span > 0) || !Number.isFinite(span)) return [min];
  const step = niceStep((span * 2) / count);
  if (!Number.isFinite(step) || step <= 0) return [min, max];
  const ticks: number[] = [];
  for (let i = Math.ceil(min / step); i * step <= max && ticks.length <= count * 3; i++) {
    // toPrecision drops float noise (0.30000000000000004), which the axis labels would show.
    ticks.push(Number((i * step).toPrecision(12)));
  }
  return ticks.length ? ticks : [min];
}

/**
 * The series cut into runs where two neighbouring samples are at most `maxGapMs` apart: the
 * server was down (or sampling failed) longer than that, so the line stops rather than cross
 * the time it knows nothing of. A sample without a value cuts the line too. Unsorted input is
 * sorted by time.
 */
export function segments(points: readonly SeriesPoint[], maxGapMs: number): Segment[] {
  const sorted = [...points].sort((a, b) => a.at - b.at);
  const out: Segment[] = [];
  let current: Segment = [];
  let lastAt = -Infinity;
  for (const { at, value } of sorted) {
    if (value === null || !Number.isFinite(value) || !Number.isFinite(at)) {
      if (current.length) out.push(current);
      current = [];
      continue;
    }
    if (current.length && at - lastAt > maxGapMs) {
      out.push(current);
      current = [];
    }
    current.push({ at, value });
    lastAt = at;
  }
  if (current.length) out.push(current);
  return out;
}

const r = (n: number) => Math.round(n * 10) / 10;

/**
 * The SVG path of one run. A run of one sample is a line of no length, which a round line cap
 * draws as a dot: a lone sample stays visible.
 */
export function linePath(segment: Segment, x: (at: number) => number, y: (value: number) => number): string {
  if (segment.length === 0) return '';
  const [first] = segment as [Segment[number]];
  const head = `M${r(x(first.at))} ${r(y(first.value))}`;
  if (segment.length === 1) return `${head}h0`;
  return (
    head +
    segment
      .slice(1)
      .map((p) => `L${r(x(p.at))} ${r(y(p.value))}`)
      .join('')
  );
}

/** The area under one run down to `baseline` (the bottom of the plot); none for a lone sample. */
export function areaPath(
  segment: Segment,
  x: (at: number) => number,
  y: (value: number) => number,
  baseline: number,
): string {
  if (segment.length < 2) return '';
  const first = segment[0] as Segment[number];
  const last = segment[segment.length - 1] as Segment[number];
  return `${linePath(segment, x, y)}L${r(x(last.at))} ${r(baseline)}L${r(x(first.at))} ${r(baseline)}Z`;
}
