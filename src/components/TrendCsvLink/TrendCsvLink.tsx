'use client';

import { css } from '@emotion/react';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { HISTORY_DEFAULT_RANGE } from '../../constants';
import { useApiConfig } from '../../data/ApiConfig';
import type { HistoryRange } from '../../data/historyTypes';
import { borderWidths, colors, fonts, fontSizes, fontWeights, radii, space } from '../../theme';

/** The path of a range's CSV under the API base: GET /api/history.csv?range=… (docs/requirements.md §13.3). */
export const historyCsvPath = (range: HistoryRange) => `/api/history.csv?range=${encodeURIComponent(range)}`;

/** Props of TrendCsvLink: the range to download; any attribute of its `a`. */
export interface TrendCsvLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The range whose figures the file holds; default HISTORY_DEFAULT_RANGE (24h). */
  range?: HistoryRange;
  /** The link text; default 'Download CSV'. */
  children?: ReactNode;
}

const link = css(`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-height: 36px;
  padding: 0 ${space[3]};
  border-radius: ${radii.round};
  border: ${borderWidths.hairline} solid ${colors.borderGold};
  color: ${colors.gold};
  font-family: ${fonts.display};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    border-color: ${colors.gold};
    color: ${colors.goldBright};
  }
`);

/** A downward arrow onto a line, inline: ⤓ is in none of our faces (docs/requirements.md §8.3). */
function DownloadIcon() {
  return (
    <svg viewBox="0 0 12 12" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M6 1.5v6.5M3 5.25 6 8.25l3-3M2 10.5h8"
      />
    </svg>
  );
}

/**
 * A link that downloads a range's figures as CSV, under the app's API base: the same samples
 * as the chart and its table, for a spreadsheet. The file's name is the server's
 * (Content-Disposition: the range and the answer's day), so the link names none itself.
 */
export const TrendCsvLink = forwardRef<HTMLAnchorElement, TrendCsvLinkProps>(function TrendCsvLink(
  { range = HISTORY_DEFAULT_RANGE, children = 'Download CSV', ...rest },
  ref,
) {
  const { baseUrl } = useApiConfig();
  return (
    <a ref={ref} css={link} href={baseUrl + historyCsvPath(range)} download="" {...rest}>
      <DownloadIcon />
      {children}
    </a>
  );
});
TrendCsvLink.displayName = 'TrendCsvLink';
