// One formatter per locale: building one is the costly part. The server and the hydrating
// browser format in the same locale (the initial state's), so their texts agree.
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string | undefined): Intl.NumberFormat {
  const key = locale ?? '';
  let nf = formatters.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    formatters.set(key, nf);
  }
  return nf;
}

/** What a value that is not a finite number shows: never NaN, never Infinity. */
export const INVALID_NUMBER_TEXT = '—';

/**
 * `$` + locale grouping, 2 fraction digits (docs/requirements.md §5.5): 1234567.89 -> `$1,234,567.89`.
 * The symbol is `$` in every locale (the pool counts in US dollars); -0 reads `$0.00`.
 */
export function formatMoney(value: number, locale?: string): string {
  if (!Number.isFinite(value)) return INVALID_NUMBER_TEXT;
  const digits = numberFormat(locale).format(Math.abs(value));
  // Rounding can turn -0.001 into 0.00: no sign then.
  const negative = value < 0 && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}$${digits}`;
}

/** `+$45.25` above 0, `-$12.75` below, `$0.00` at 0 (and at -0). */
export function formatSignedMoney(value: number, locale?: string): string {
  const text = formatMoney(value, locale);
  if (text === INVALID_NUMBER_TEXT) return text;
  return value > 0 && /[1-9]/.test(text) ? `+${text}` : text;
}

/** Green only above 0; 0, -0 and losses are red (docs/requirements.md §3.4). */
export function profitTone(value: number): 'profit' | 'loss' {
  return value > 0 ? 'profit' : 'loss';
}
