'use client';

import { css } from '@emotion/react';
import { forwardRef, useId, useMemo } from 'react';
import { HISTORY_GAP_BUCKETS, TREND_BURN_MERGE_SHARE } from '../../constants';
import { historyBucketMs } from '../../data/historyRanges';
import { useBrand } from '../../config';
import { formatDateTime } from '../../format/dateTime';
import { useDisplayTimeZone } from '../../ssr/timeZone';
import { colors, fonts, fontSizes, fontWeights, mq } from '../../theme';
import { burnMarks } from './burnMarks';
import { areaPath, linePath, scaleLinear, segments, valueDomain, valueTicks } from './scale';
import { formatters, readout } from './readout';
import { scrubPoints } from './scrubPoints';
import { chartSummary } from './summary';
import { timeTickFormat, timeTicks } from './timeTicks';
import type { TrendChartProps } from './types';

// Fixed heights (px): the plot and the time axis under it. The width follows the container: the
// lines are drawn in a stretched box of VIEW_WIDTH user units, and everything with text is
// placed in percent, so labels keep their size on a phone and on a desktop alike.
const PLOT_HEIGHT = 132;
const AXIS_HEIGHT = 22;
const VIEW_WIDTH = 1000;
/** Room above the highest value for its tick label, and below the lowest. */
const PLOT_TOP = 18;
const PLOT_BOTTOM = PLOT_HEIGHT - 6;

const chart = css(`
  display: block;
  width: 100%;
  height: ${PLOT_HEIGHT + AXIS_HEIGHT}px;
  overflow: visible;
  /* A vertical drag scrolls the page; only a horizontal one reaches a scrub (TrendsSection). */
  touch-action: pan-y;
  color: ${colors.gold};
  &[data-variant='neon'] {
    color: ${colors.neon};
  }
  &[data-variant='burn'] {
    color: ${colors.activityBurn};
  }
`);
const grid = css(`
  stroke: ${colors.border};
  stroke-width: 1;
`);
const axisText = css(`
  font-family: ${fonts.mono};
  font-size: ${fontSizes.xs};
  font-variant-numeric: tabular-nums;
  fill: ${colors.textMuted};
`);
// A halo in the card's colour keeps a value label legible where the line runs under it.
const valueText = css(`
  paint-order: stroke;
  stroke: ${colors.surface};
  stroke-width: 3px;
  stroke-linejoin: round;
`);
// Every other date of a week's or a month's axis goes on a phone: five or more dates crowd 340 px.
const minorTick = css(`
  display: none;
  ${mq.sm} {
    display: inline;
  }
`);
const line = css(`
  fill: none;
  stroke: currentColor;
  stroke-width: 2px;
  stroke-linejoin: round;
  stroke-linecap: round;
`);
const burnLine = css(`
  stroke: ${colors.activityBurn};
  stroke-width: 1;
  stroke-dasharray: 3 3;
`);
const burnMark = css(`
  fill: ${colors.activityBurn};
  stroke: ${colors.surface};
  stroke-width: 1.5px;
`);
// A merged marker's count, beside it, in the smallest type size.
const burnCount = css(`
  font-family: ${fonts.mono};
  font-size: ${fontSizes['2xs']};
  font-weight: ${fontWeights.bold};
  fill: ${colors.activityBurn};
`);

const percent = (share: number) => `${Math.round(share * 10_000) / 100}%`;

// The crosshair's line and the readout beside it: the value in full over its date and time.
const crosshair = css(`
  stroke: currentColor;
  stroke-width: 1;
  opacity: 0.7;
`);
const crosshairDot = css(`
  fill: currentColor;
  stroke: ${colors.surface};
  stroke-width: 2px;
`);
const readoutValue = css(`
  font-family: ${fonts.mono};
  font-size: ${fontSizes.sm};
  font-variant-numeric: tabular-nums;
  font-weight: ${fontWeights.semibold};
  fill: ${colors.text};
`);
const readoutTime = css(`
  font-family: ${fonts.mono};
  font-size: ${fontSizes.xs};
  fill: ${colors.textMuted};
`);

/**
 * One figure over a time range as an SVG line and area (docs/requirements.md §13.3): round
 * value ticks, the time axis in the page's locale and the visitor's time zone, a gap where the
 * server has no sample for more than HISTORY_GAP_BUCKETS buckets, and burns marked. Drawn with
 * no script, so the server's HTML is the chart. One `img` for assistive tech, named by a summary;
 * pair it with a table of the figures (TrendTable).
 */
export const TrendChart = forwardRef<SVGSVGElement, TrendChartProps>(function TrendChart(
  {
    points,
    from,
    to,
    range,
    seriesLabel,
    format = 'money',
    variant = 'gold',
    burns = [],
    summary,
    timeZone,
    activeIndex,
    ...rest
  },
  ref,
) {
  const { locale } = useBrand();
  const zone = useDisplayTimeZone(timeZone);
  const gradientId = useId();
  const fmt = formatters(format, locale);
  const drawn = useMemo(() => {
    const runs = segments(points, historyBucketMs(range, to - from) * HISTORY_GAP_BUCKETS);
    const domain = valueDomain(runs.flatMap((run) => run.map((p) => p.value)));
    const x = scaleLinear([from, to], [0, VIEW_WIDTH]);
    const y = scaleLinear([domain.min, domain.max], [PLOT_BOTTOM, PLOT_TOP]);
    return {
      runs: runs.map((run) => ({ line: linePath(run, x, y), area: areaPath(run, x, y, PLOT_HEIGHT) })),
      // A lone sample (the first after a start, or between two gaps) as a dot big enough to see.
      dots: runs.filter((run) => run.length === 1).map(([p]) => ({ at: p!.at, y: y(p!.value) })),
      ticks: valueTicks(domain).map((value) => ({ value, y: y(value) })),
      y,
      scrub: scrubPoints(points),
    };
  }, [points, from, to, range]);
  const share = scaleLinear([from, to], [0, 1]);
  const times = timeTicks(from, to, range, zone);
  const shownBurns = burns.filter((b) => b.at >= from && b.at <= to);
  const marks = burnMarks(shownBurns, share, TREND_BURN_MERGE_SHARE);
  const when = (at: number) => formatDateTime(at, locale, { dateStyle: 'medium', timeStyle: 'short' }, zone);
  const timeFormat = timeTickFormat(to - from);
  const active = activeIndex === undefined ? undefined : drawn.scrub[activeIndex];
  const activeShare = active ? share(active.at) : 0;
  const activeText = active ? readout(active, format, locale, zone) : undefined;
  const label =
    summary ?? chartSummary({ seriesLabel, points, range, burnCount: shownBurns.length, formatValue: fmt.full });

  return (
    <svg ref={ref} css={chart} role="img" aria-label={label} data-variant={variant} focusable="false" {...rest}>
      <defs>
        <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="currentColor" stopOpacity="0.28" />
          <stop offset="1" stopColor="currentColor" stopOpacity="0" />
        </linearGradient>
      </defs>
      <g data-part="grid">
        {drawn.ticks.map((t) => (
          <line key={t.value} css={grid} x1="0" x2="100%" y1={t.y} y2={t.y} />
        ))}
        <line css={grid} x1="0" x2="100%" y1={PLOT_HEIGHT} y2={PLOT_HEIGHT} />
      </g>
      <g data-part="burns">
        {shownBurns.map((b, i) => (
          <line key={i} css={burnLine} x1={percent(share(b.at))} x2={percent(share(b.at))} y1="0" y2={PLOT_HEIGHT} />
        ))}
      </g>
      <svg
        aria-hidden="true"
        data-part="series"
        viewBox={`0 0 ${VIEW_WIDTH} ${PLOT_HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={PLOT_HEIGHT}
      >
        {drawn.runs.map((run, i) => (
          <g key={i}>
            {run.area ? <path d={run.area} fill={`url(#${gradientId})`} /> : null}
            <path css={line} d={run.line} vectorEffect="non-scaling-stroke" />
          </g>
        ))}
      </svg>
      <g data-part="dots">
        {drawn.dots.map((d) => (
          <circle key={d.at} cx={percent(share(d.at))} cy={d.y} r="4" fill="currentColor" />
        ))}
      </g>
      {/* While the readout gives the exact figure, the value labels it would cross step aside. */}
      <g data-part="value-axis" visibility={active ? 'hidden' : undefined}>
        {drawn.ticks.map((t) => (
          <text key={t.value} css={[axisText, valueText]} x="4" y={t.y - 4}>
            {fmt.axis(t.value)}
          </text>
        ))}
      </g>
      <g data-part="burn-marks">
        {marks.map((m, i) => (
          <g key={i} data-count={m.burns.length}>
            <circle css={burnMark} cx={percent(m.share)} cy="5" r="4">
              <title>
                {m.burns.length === 1
                  ? `Burn: ${m.burns[0]!.title}, ${when(m.burns[0]!.at)}`
                  : `${m.burns.length} burns: ${m.burns.map((b) => `${b.title}, ${when(b.at)}`).join('; ')}`}
              </title>
            </circle>
            {m.burns.length > 1 ? (
              <text css={burnCount} x={percent(m.share)} dx="6" y="9" aria-hidden="true">
                {`×${m.burns.length}`}
              </text>
            ) : null}
          </g>
        ))}
      </g>
      {active && activeText ? (
        <g data-part="crosshair">
          <line css={crosshair} x1={percent(activeShare)} x2={percent(activeShare)} y1="0" y2={PLOT_HEIGHT} />
          <circle css={crosshairDot} cx={percent(activeShare)} cy={drawn.y(active.value)} r="4.5" />
          {/* In the top corner away from the line, so a long value never covers it nor leaves the chart. */}
          <text
            css={valueText}
            x={activeShare < 0.5 ? '100%' : '0'}
            dx={activeShare < 0.5 ? -4 : 4}
            textAnchor={activeShare < 0.5 ? 'end' : 'start'}
          >
            <tspan css={readoutValue} y={PLOT_TOP + 14}>
              {activeText.value}
            </tspan>
            <tspan
              css={readoutTime}
              x={activeShare < 0.5 ? '100%' : '0'}
              dx={activeShare < 0.5 ? -4 : 4}
              y={PLOT_TOP + 30}
            >
              {activeText.time}
            </tspan>
          </text>
        </g>
      ) : null}
      <g data-part="time-axis">
        {times.map((at, i) => (
          <text
            key={at}
            css={[axisText, times.length > 4 && i % 2 === 1 ? minorTick : undefined]}
            x={percent(share(at))}
            y={PLOT_HEIGHT + AXIS_HEIGHT - 6}
            textAnchor="middle"
          >
            {formatDateTime(at, locale, timeFormat, zone)}
          </text>
        ))}
      </g>
    </svg>
  );
});
TrendChart.displayName = 'TrendChart';
