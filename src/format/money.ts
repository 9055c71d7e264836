const formatters = new Map<string, Intl.NumberFormat>();

// The digits of amounts the server formatted, by locale and value (the page's data block,
// DashboardInitialState.moneyTexts): the browser's first render takes them instead of building
// Intl's number format, whose first construction in a page sets up the locale's number data
// (17-23 ms of an unthrottled core on a blank page here). CPU profile of the page's load, 2 x 5
// loads, with relativeTime.ts's English words: that formatter's 29-33 ms gone, script 233-271 -> 200-207 ms per load.
const givenDigits = new Map<string, string>();
let recording: { locale: string; texts: Record<string, string> } | undefined;
const digitsKey = (locale: string | undefined, value: number) => `${locale ?? ''}|${value}`;

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
  const digits = moneyDigits(Math.abs(value), locale);
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

function moneyDigits(value: number, locale: string | undefined): string {
  const given = givenDigits.get(digitsKey(locale, value));
  if (given !== undefined) return given;
  const digits = numberFormat(locale).format(value);
  if (recording && recording.locale === locale) recording.texts[String(value)] = digits;
  return digits;
}

/**
 * Runs `render` (synchronous, such as renderToString) and returns what it returned with the
 * digits of every amount it formatted in `locale`, by value: `{ "1234.5": "1,234.50" }`.
 */
export function recordMoneyTexts<T>(
  locale: string,
  render: () => T,
): { result: T; moneyTexts: Record<string, string> } {
  const outer = recording;
  recording = { locale, texts: {} };
  try {
    const result = render();
    return { result, moneyTexts: recording.texts };
  } finally {
    recording = outer;
  }
}

/** Digits as the server wrote them: no letters, no signs, no markup. */
const DIGITS_TEXT = /^[\p{Nd}.,'\u2019\u066b\u066c\s]{1,40}$/u;

/**
 * Lets formatMoney in `locale` answer with the server's texts (recordMoneyTexts) for those
 * values, so the first render needs no Intl. Entries that are not a number and its digits are ignored.
 */
export function adoptMoneyTexts(locale: string, texts: Record<string, unknown>): void {
  for (const [value, digits] of Object.entries(texts)) {
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number) || number < 0) continue;
    if (typeof digits !== 'string' || !DIGITS_TEXT.test(digits)) continue;
    givenDigits.set(digitsKey(locale, number), digits);
  }
}
