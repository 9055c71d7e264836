import * as v from 'valibot';
import { activitiesSchema, dashboardSummarySchema, isTxHash, truncateText } from '@smartburn/ui';
import { HISTORY_DESCRIPTION_MAX_CHARS, HISTORY_TITLE_MAX_CHARS } from '../limits';
import type { EndpointSnapshot } from '../snapshotTypes';
import type { HistoryActivity, HistorySample } from './store';

/**
 * The number a `tokensBurned` text holds (docs/requirements.md §13.1): its first number, with
 * `,` as the thousands separator and `.` as the decimal point ("12,450,000 SBP" -> 12450000);
 * null when it holds none.
 */
export function tokensBurnedNumber(text: string): number | null {
  const match = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/.exec(text);
  if (!match) return null;
  const value = Number(match[0].replaceAll(',', ''));
  return Number.isFinite(value) ? value : null;
}

/** Good data only: an answer that has not failed since (a failure keeps the last good body). */
const goodBody = (endpoint: EndpointSnapshot) => (endpoint.failure ? undefined : endpoint.good?.body);

/** The sample the dashboard's current answer gives at `at`, or undefined when it is not good. */
export function sampleFrom(dashboard: EndpointSnapshot, at: number): HistorySample | undefined {
  const parsed = v.safeParse(dashboardSummarySchema, goodBody(dashboard));
  if (!parsed.success) return undefined;
  const d = parsed.output;
  return {
    at,
    currentBalance: d.currentBalance,
    totalGenerated: d.totalGenerated,
    burnPoolTotal: d.burnPoolTotal,
    tokensBurned: tokensBurnedNumber(d.tokensBurned),
  };
}

/**
 * The activities of the feed's current answer worth keeping as of `keepFrom`: burns always,
 * others only when newer than the retention keeps them (an old one would be dropped again at
 * the next run). Undefined when the answer is not good.
 */
export function activitiesFrom(activities: EndpointSnapshot, keepFrom: number): HistoryActivity[] | undefined {
  const parsed = v.safeParse(activitiesSchema, goodBody(activities));
  if (!parsed.success) return undefined;
  return parsed.output.flatMap((a) => {
    const at = Date.parse(a.timestamp);
    if (Number.isNaN(at) || (a.type !== 'burn' && at < keepFrom)) return [];
    return [
      {
        id: String(a.id),
        type: a.type,
        title: truncateText(a.title, HISTORY_TITLE_MAX_CHARS),
        at,
        description: truncateText(a.description, HISTORY_DESCRIPTION_MAX_CHARS),
        ...(a.txHash === undefined ? {} : { txHash: a.txHash }),
      },
    ];
  });
}

/**
 * How many activities of the feed's current answer carry a `txHash` that is not a hash (the
 * schema drops it, so the activity shows without a link): the sampler logs the first such answer.
 */
export function invalidTxHashes(activities: EndpointSnapshot): number {
  const body = goodBody(activities);
  if (!Array.isArray(body)) return 0;
  return body.filter((a: unknown) => {
    const value = typeof a === 'object' && a !== null ? (a as { txHash?: unknown }).txHash : undefined;
    return value !== undefined && value !== null && !isTxHash(value);
  }).length;
}
