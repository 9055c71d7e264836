const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Under this age a time reads "just now" rather than "4 seconds ago". */
export const JUST_NOW_MS = 10 * SECOND;
export const UNKNOWN_TIME_TEXT = 'unknown time';
export const JUST_NOW_TEXT = 'just now';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', YEAR],
  ['month', MONTH],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

const formatters = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string | undefined) {
  const key = locale ?? '';
  let rtf = formatters.get(key);
  if (!rtf) {
    rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' });
    formatters.set(key, rtf);
  }
  return rtf;
}

/** Milliseconds since the epoch, or NaN when the value is not a date. */
export function parseTimestamp(timestamp: string | number | Date): number {
  if (timestamp instanceof Date) return timestamp.getTime();
  if (typeof timestamp === 'number') return Number.isFinite(timestamp) ? timestamp : NaN;
  if (typeof timestamp !== 'string' || timestamp.trim() === '') return NaN;
  return Date.parse(timestamp);
}

/**
 * "5 minutes ago" from Intl.RelativeTimeFormat (docs/requirements.md §5.5). Future times read
 * "just now" (clocks drift); an unparsable timestamp reads "unknown time".
 */
export function formatRelativeTime(
  timestamp: string | number | Date,
  now: number = Date.now(),
  locale?: string,
): string {
  const at = parseTimestamp(timestamp);
  if (Number.isNaN(at)) return UNKNOWN_TIME_TEXT;
  const age = now - at;
  if (age < JUST_NOW_MS) return JUST_NOW_TEXT;
  for (const [unit, size] of UNITS) {
    if (age >= size) return timeAgo(Math.floor(age / size), unit, locale);
  }
  return JUST_NOW_TEXT;
}

/** English with Latin digits and no extensions: en, en-US, en-GB, en-001… */
const PLAIN_ENGLISH = /^en(?:-(?:[A-Za-z]{2}|\d{3}))?$/;

/**
 * "5 minutes ago". In plain English the words are written here, exactly as Intl's (checked for
 * every unit and count below 1000 in relativeTime.test.ts), because building Intl's relative
 * time format first in a page sets up the locale's number data, a cost the first load need
 * not pay. Every other locale gets Intl's words.
 */
function timeAgo(count: number, unit: Intl.RelativeTimeFormatUnit, locale: string | undefined): string {
  if (locale !== undefined && PLAIN_ENGLISH.test(locale) && count < 1000) {
    return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return relativeFormat(locale).format(-count, unit);
}

/** A wait from now, rounded up to its largest unit: two minutes reads "in 2 minutes" (Intl). */
export function formatTimeUntil(ms: number, locale?: string): string {
  const wait = Math.max(0, Number.isFinite(ms) ? ms : 0);
  for (const [unit, size] of UNITS) {
    if (wait >= size) return relativeFormat(locale).format(Math.ceil(wait / size), unit);
  }
  return relativeFormat(locale).format(0, 'second');
}
