const cache = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale, zone and options, made once: building one sets up the locale's and
 * the zone's data, and the trends chart reads the offset for every tick.
 */
function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let df = cache.get(key);
  if (!df) {
    df = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    cache.set(key, df);
  }
  return df;
}

/** A date, a time or both, as the page's locale writes them (Intl), in `timeZone` (default: the visitor's). */
export function formatDateTime(
  at: number,
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
  timeZone?: string,
): string {
  if (!Number.isFinite(at)) return '—';
  return dateTimeFormat(locale, options, timeZone).format(at);
}

/** A zone's wall clock to the second. */
const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/**
 * How far `timeZone`'s wall clock is ahead of UTC at `at`, in ms (+3 600 000 in Paris in winter).
 * Intl knows every zone's rules, so no date library is needed.
 */
export function timeZoneOffset(at: number, timeZone?: string): number {
  const parts = dateTimeFormat('en-US', WALL_CLOCK, timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - (at - (at % 1000));
}

/** The zone's short name as the locale writes it at `at` ('UTC', 'CET', 'GMT+2'). */
export function timeZoneName(at: number, locale: string | undefined, timeZone?: string): string {
  const parts = dateTimeFormat(locale, { timeZoneName: 'short' }, timeZone).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}
