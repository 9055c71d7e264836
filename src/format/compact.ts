import { INVALID_NUMBER_TEXT } from './money';

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let nf = cache.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, options);
    cache.set(key, nf);
  }
  return nf;
}

/** Past a thousand trillion, compact notation only adds digits ("1,000,000T"): scientific then. */
const SCIENTIFIC_FROM = 1e15;

/**
 * A number short enough for a chart's axis (docs/requirements.md §13.3): `1.28M`, `950K`, `12`;
 * `1.2E21` for absurd values. Never NaN or Infinity.
 */
export function formatCompactNumber(value: number, locale?: string): string {
  if (!Number.isFinite(value)) return INVALID_NUMBER_TEXT;
  const notation = Math.abs(value) >= SCIENTIFIC_FROM ? 'scientific' : 'compact';
  return numberFormat(locale, { notation, maximumFractionDigits: 2 }).format(value);
}

/** Money for an axis: `$` (in every locale, as formatMoney) and the compact number: `$1.28M`, `-$3K`. */
export function formatCompactMoney(value: number, locale?: string): string {
  const text = formatCompactNumber(Math.abs(value), locale);
  if (text === INVALID_NUMBER_TEXT) return text;
  return `${value < 0 && /[1-9]/.test(text) ? '-' : ''}$${text}`;
}

/** A count in full with the locale's grouping and at most 2 fraction digits: `12,450,000`. */
export function formatNumber(value: number, locale?: string): string {
  if (!Number.isFinite(value)) return INVALID_NUMBER_TEXT;
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}
