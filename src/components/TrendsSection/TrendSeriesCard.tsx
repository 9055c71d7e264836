'use client';

import { css } from '@emotion/react';
import { useContext, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useBrand } from '../../config';
import type { HistoryRange } from '../../data/historyTypes';
import { formatNumber } from '../../format/compact';
import { formatMoney } from '../../format/money';
import { useDisplayTimeZone } from '../../ssr/timeZone';
import { colors, fonts, fontSizes, fontWeights, lineHeights, visuallyHidden } from '../../theme';
import { Card, CardBody, CardHeader, CardTitle } from '../Card';
import { TrendChart } from '../TrendChart/TrendChart';
import { readout } from '../TrendChart/readout';
import type { SeriesPoint } from '../TrendChart/scale';
import { scrubPoints } from '../TrendChart/scrubPoints';
import { RANGE_PHRASES } from '../TrendChart/summary';
import type { TrendBurn, TrendChartVariant, TrendValueFormat } from '../TrendChart/types';
import { firstAndLast } from './series';
import { TrendScrubContext, type TrendScrubSource } from './scrubContext';
import type { Gesture } from './trendScrub';
import { TREND_CARD_MIN_HEIGHT } from './sizes';

const card = css(`
  min-height: ${TREND_CARD_MIN_HEIGHT}px;
`);
const valueCss = css(`
  margin: 0;
  font-family: ${fonts.mono};
  font-variant-numeric: tabular-nums;
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.medium};
  line-height: ${lineHeights.value};
  overflow-wrap: anywhere;
  color: ${colors.gold};
  &[data-variant='neon'] {
    color: ${colors.neon};
  }
  &[data-variant='burn'] {
    color: ${colors.activityBurn};
  }
`);
const changeCss = css(`
  margin: 0;
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
`);
const chartSlot = css(`
  margin-top: auto;
`);

const noTriggerProps = {};
const noTrigger = () => noTriggerProps;
const noModule = () => undefined;
/** Without the provider (a story of the card alone) there is no scrub. */
const noScrub: TrendScrubSource = { subscribe: () => () => {}, getScrub: noModule, getTrigger: noTrigger };

const percentFormats = new Map<string, Intl.NumberFormat>();
function formatChange(share: number, locale: string | undefined): string {
  const key = locale ?? '';
  let nf = percentFormats.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' });
    percentFormats.set(key, nf);
  }
  return nf.format(share);
}

/** One figure of the trends: its title, its latest value, its change over the range and its chart. */
export function TrendSeriesCard({
  title,
  series,
  burns,
  range,
  from,
  to,
  variant,
  format,
  timeZone,
}: {
  title: string;
  series: readonly SeriesPoint[];
  burns: readonly TrendBurn[];
  range: HistoryRange;
  from: number;
  to: number;
  variant: TrendChartVariant;
  format: TrendValueFormat;
  timeZone?: string;
}) {
  const { locale } = useBrand();
  const titleId = useId();
  const ends = firstAndLast(series);
  const full = (v: number) => (format === 'money' ? formatMoney(v, locale) : formatNumber(v, locale));
  const zone = useDisplayTimeZone(timeZone);
  // The scrub's code loads on the first pointer, touch or focus on a chart (src/deferred/parts.tsx).
  const source = useContext(TrendScrubContext) ?? noScrub;
  const scrub = useSyncExternalStore(source.subscribe, source.getScrub, noModule);
  const trigger = useSyncExternalStore(source.subscribe, source.getTrigger, noTrigger);
  const [active, setActive] = useState<number | undefined>(undefined);
  const [said, setSaid] = useState('');
  const gesture = useRef<Gesture | undefined>(undefined);
  const points = useMemo(() => scrubPoints(series), [series]);
  const handlers = scrub?.scrubHandlers(
    {
      points,
      from,
      to,
      active,
      setActive,
      announce: (i) => {
        const p = i === undefined ? undefined : points[i];
        if (!p) return setSaid('');
        const r = readout(p, format, locale, zone);
        setSaid(`${r.value}, ${r.time}`);
      },
    },
    gesture,
  );
  return (
    <Card css={card} aria-labelledby={titleId} data-part="series">
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
      </CardHeader>
      <CardBody>
        <p css={valueCss} data-variant={variant} data-part="latest">
          {ends ? full(ends.last) : '—'}
        </p>
        {ends && ends.samples > 1 && ends.first !== 0 ? (
          <p css={changeCss}>
            {formatChange((ends.last - ends.first) / Math.abs(ends.first), locale)} over {RANGE_PHRASES[range]}
          </p>
        ) : null}
        <div css={chartSlot}>
          <TrendChart
            points={series}
            burns={burns}
            range={range}
            from={from}
            to={to}
            seriesLabel={title}
            variant={variant}
            format={format}
            timeZone={timeZone}
            // Focusable from the first HTML: a keyboard visitor's focus is what loads the scrub.
            tabIndex={0}
            activeIndex={active}
            {...trigger}
            {...handlers}
          />
          {scrub ? (
            <p css={visuallyHidden} aria-live="polite">
              {said}
            </p>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
