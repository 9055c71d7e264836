const cache = new Map<string, Intl.DateTimeFormat>();

/** A date, a time or both, as the page's locale writes them (Intl), in `timeZone` (default: the visitor's). */
export function formatDateTime(
  at: number,
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
  timeZone?: string,
): string {
  if (!Number.isFinite(at)) return '—';
  const key = `${locale ?? ''}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let df = cache.get(key);
  if (!df) {
    df = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    cache.set(key, df);
  }
  return df.format(at);
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's wall clock to the second, one formatter per zone: building one sets up the zone's
 * and the locale's data. CPU profile of a load at 1350 px, where the trends render at once (3
 * loads each): timeZoneOffset 35 -> 8.5 ms, the chart's render 79 -> 51 ms per load.
 */
function wallClockFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let df = wallClockFormats.get(key);
  if (!df) {
    df = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(key, df);
  }
  return df;
}

/**
 * How far `timeZone`'s wall clock is ahead of UTC at `at`, in ms (+3 600 000 in Paris in winter).
 * Intl knows every zone's rules, so no date library is needed.
 */
export function timeZoneOffset(at: number, timeZone?: string): number {
  const parts = wallClockFormat(timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - (at - (at % 1000));
}

/** The zone's short name as the locale writes it at `at` ('UTC', 'CET', 'GMT+2'). */
export function timeZoneName(at: number, locale: string | undefined, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}
