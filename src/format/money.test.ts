import { countBuilt } from './testing';
import { adoptMoneyTexts, formatMoney, formatSignedMoney, profitTone, recordMoneyTexts } from './money';

describe('formatMoney', () => {
  it.each([
    [1234567.89, 'en-US', '$1,234,567.89'],
    [0, 'en-US', '$0.00'],
    [-0, 'en-US', '$0.00'],
    [-12.75, 'en-US', '-$12.75'],
    [0.005, 'en-US', '$0.01'],
    [-0.001, 'en-US', '$0.00'],
    [1e-9, 'en-US', '$0.00'],
    [1234567.89, 'de-DE', '$1.234.567,89'],
    [1234567.89, 'ja-JP', '$1,234,567.89'],
    [1234567.89, 'fr-FR', '$1\u202f234\u202f567,89'],
  ])('%s in %s -> %s', (value, locale, expected) => {
    expect(formatMoney(value, locale)).toBe(expected);
  });

  it('formats huge numbers without exponents', () => {
    expect(formatMoney(1e21, 'en-US')).toBe('$1,000,000,000,000,000,000,000.00');
    expect(formatMoney(987654321.12, 'en-US')).toBe('$987,654,321.12');
  });

  it('never shows NaN or Infinity', () => {
    expect(formatMoney(NaN)).toBe('—');
    expect(formatMoney(Infinity)).toBe('—');
    expect(formatMoney(-Infinity)).toBe('—');
  });
});

describe('formatSignedMoney', () => {
  it.each([
    [45.25, '+$45.25'],
    [-12.75, '-$12.75'],
    [0, '$0.00'],
    [-0, '$0.00'],
    [0.001, '$0.00'],
    [1234.5, '+$1,234.50'],
  ])('%s -> %s', (value, expected) => {
    expect(formatSignedMoney(value, 'en-US')).toBe(expected);
  });
  it('uses the locale grouping', () => {
    expect(formatSignedMoney(1234.5, 'de-DE')).toBe('+$1.234,50');
  });
});

describe('profitTone', () => {
  it('is green only above 0', () => {
    expect(profitTone(0.01)).toBe('profit');
    expect(profitTone(0)).toBe('loss');
    expect(profitTone(-0)).toBe('loss');
    expect(profitTone(-3)).toBe('loss');
  });
});

describe("the server's money texts", () => {
  it('records the digits of every amount a render formats in its locale', () => {
    const { result, moneyTexts } = recordMoneyTexts('en-US', () => [
      formatMoney(1234567.89, 'en-US'),
      formatSignedMoney(-12.75, 'en-US'),
      formatMoney(99, 'de-DE'),
    ]);
    expect(result).toEqual(['$1,234,567.89', '-$12.75', '$99,00']);
    expect(moneyTexts).toEqual({ '1234567.89': '1,234,567.89', '12.75': '12.75' });
    // Nothing is recorded outside a render.
    expect(recordMoneyTexts('en-US', () => null).moneyTexts).toEqual({});
  });

  it('lets the browser format those amounts without building Intl', () => {
    const built = countBuilt('NumberFormat');
    try {
      // A locale no other test formats in, so no formatter of it is cached.
      adoptMoneyTexts('en-NZ', { '987654.5': '987,654.50', '3': '3.00' });
      expect(formatMoney(987654.5, 'en-NZ')).toBe('$987,654.50');
      expect(formatSignedMoney(-3, 'en-NZ')).toBe('-$3.00');
      expect(formatSignedMoney(3, 'en-NZ')).toBe('+$3.00');
      expect(built.count).toBe(0);
      // Another amount, or the same in another locale, is Intl's.
      expect(formatMoney(4, 'en-NZ')).toBe('$4.00');
      expect(built.count).toBe(1);
    } finally {
      built.restore();
    }
  });

  it('ignores entries that are not an amount and its digits', () => {
    adoptMoneyTexts('en-ZA', { abc: '1.00', '-5': '5.00', '6': '<b>6</b>', '7': 7, '8': '8 USD', ' ': '0' });
    const intl = new Intl.NumberFormat('en-ZA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of [5, 6, 7, 8, 0]) expect(formatMoney(value, 'en-ZA')).toBe(`$${intl.format(value)}`);
  });
});
