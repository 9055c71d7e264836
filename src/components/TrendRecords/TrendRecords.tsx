'use client';

import { css } from '@emotion/react';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import { HISTORY_BURN_RATE_DAYS, HISTORY_PROFIT_DAYS, RELATIVE_TIME_TICK_MS } from '../../constants';
import { useBrand } from '../../config';
import type { HistoryRecords } from '../../data/historyTypes';
import { formatNumber } from '../../format/compact';
import { formatDateTime } from '../../format/dateTime';
import { formatMoney } from '../../format/money';
import { formatRelativeTime } from '../../format/relativeTime';
import { useNow } from '../../motion';
import { useDisplayTimeZone } from '../../ssr/timeZone';
import { colors, fonts, fontSizes, fontWeights, mq, radii, space, borderWidths } from '../../theme';

/** Props of TrendRecords: the server's measured rates and records and since when it measures; any attribute of its root. */
export interface TrendRecordsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  records: HistoryRecords;
  /** When the server's history begins (ISO): the measures are since then. */
  since: string;
  /** Time zone of the dates; default the visitor's (UTC while server-rendered). */
  timeZone?: string;
}

const root = css(`
  display: grid;
  gap: ${space[2]};
  padding: ${space[3]} ${space[4]};
  border: ${borderWidths.hairline} solid ${colors.border};
  border-radius: ${radii.lg};
`);
const caption = css(`
  margin: 0;
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
`);
const list = css(`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  & dt {
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
  }
  & dd {
    margin: 0;
    font-family: ${fonts.mono};
    font-variant-numeric: tabular-nums;
    font-weight: ${fontWeights.medium};
    overflow-wrap: anywhere;
    color: ${colors.gold};
  }
  & dd[data-missing] {
    font-family: inherit;
    font-size: ${fontSizes.xs};
    font-weight: inherit;
    color: ${colors.textMuted};
  }
`);

/**
 * The rates and records the server measured from its history (docs/requirements.md §13.4),
 * labelled as measured, beside the trends: the cards' profit percentages stay the spec's fixed
 * texts. A figure the history is too short for says what it needs; nothing is extrapolated.
 */
export const TrendRecords = forwardRef<HTMLDivElement, TrendRecordsProps>(function TrendRecords(
  { records, since, timeZone, ...rest },
  ref,
) {
  const { locale } = useBrand();
  const zone = useDisplayTimeZone(timeZone);
  const now = useNow(RELATIVE_TIME_TICK_MS);
  const captionId = useId();
  const date = (iso: string) => formatDateTime(Date.parse(iso), locale, { dateStyle: 'medium' }, zone);
  const { burnedPerDay, aiProfits30d, largestBurn, lastBurnAt } = records;
  const items: Array<[string, string | null, string]> = [
    [
      'Burned per day',
      burnedPerDay === null ? null : `${formatNumber(Math.round(burnedPerDay), locale)} tokens`,
      `needs ${HISTORY_BURN_RATE_DAYS} days of history`,
    ],
    [
      `AI profits, last ${HISTORY_PROFIT_DAYS} days`,
      aiProfits30d === null ? null : formatMoney(aiProfits30d, locale),
      `needs ${HISTORY_PROFIT_DAYS} days of history`,
    ],
    [
      'Largest burn',
      largestBurn === null
        ? null
        : `${formatNumber(Math.round(largestBurn.amount), locale)} tokens, ${date(largestBurn.at)}`,
      'no burn with an amount recorded yet',
    ],
    ['Last burn', lastBurnAt === null ? null : formatRelativeTime(lastBurnAt, now, locale), 'no burn recorded yet'],
  ];
  return (
    <div ref={ref} css={root} role="group" aria-labelledby={captionId} {...rest}>
      <p id={captionId} css={caption}>
        Rates and records, measured by this server since <time dateTime={since}>{date(since)}</time>
      </p>
      <dl css={list}>
        {items.map(([label, value, missing]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-missing={value === null ? '' : undefined}>{value ?? missing}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
});
TrendRecords.displayName = 'TrendRecords';
