import * as v from 'valibot';
import { dashboardSummarySchema, formatMoney, type BrandConfig } from '@smartburn/ui';
import { SHARE_TEXT_MAX_CHARS } from '../limits';
import type { Snapshot } from '../snapshotTypes';

/** Everything the share card shows, as final texts: two equal models render the same PNG. */
export interface ShareCardModel {
  productName: string;
  japaneseSubtitle: string;
  siteName: string;
  /** Absent when there is no valid dashboard data yet: the card then shows the brand only. */
  figures?: {
    currentBalance: string;
    totalGenerated: string;
    tokensBurned: string;
    /** When the server received the data, to the minute, in UTC. */
    asOf: string;
  };
}

type Brand = Pick<BrandConfig, 'productName' | 'japaneseSubtitle' | 'siteName' | 'locale'>;

// C0 and C1 controls, bidi embeddings/overrides/isolates, line and paragraph separators: none of
// them has a glyph, and a line break or an override would reorder or break the one-line layout.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff]/g;
// A surrogate half without its pair is not a character (satori and resvg want valid UTF-16).
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text from the API made safe for a one-line label: controls removed, whitespace collapsed, cut
 * to `max` characters (code points, so an emoji is never split) with an ellipsis. Markup needs no
 * escaping: satori lays text out as text, never as HTML.
 */
export function cleanShareText(text: string, max = SHARE_TEXT_MAX_CHARS): string {
  const flat = text.replace(LONE_SURROGATES, '\ufffd').replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}

const asOfFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** '15 Jan 2026, 12:00 UTC': a reader anywhere can place it; to the minute, so the card changes only with the figures. */
export const formatAsOf = (at: number) => `${asOfFormat.format(at)} UTC`;

/**
 * What the card shows for this snapshot: the dashboard's last good data, validated with the
 * package's own schema (a malformed answer never reaches the image: the card shows the brand
 * only), its figures formatted like the page's cards, and when it was received.
 */
export function shareCardModel(snapshot: Snapshot | null | undefined, brand: Brand): ShareCardModel {
  const base = {
    productName: cleanShareText(brand.productName),
    japaneseSubtitle: cleanShareText(brand.japaneseSubtitle),
    siteName: cleanShareText(brand.siteName),
  };
  const good = snapshot?.endpoints.dashboard.good;
  if (!good) return base;
  const parsed = v.safeParse(dashboardSummarySchema, good.body);
  if (!parsed.success) return base;
  const locale = brand.locale ?? 'en-US';
  const summary = parsed.output;
  return {
    ...base,
    figures: {
      currentBalance: formatMoney(summary.currentBalance, locale),
      totalGenerated: formatMoney(summary.totalGenerated, locale),
      tokensBurned: cleanShareText(summary.tokensBurned),
      asOf: formatAsOf(good.receivedAt),
    },
  };
}
