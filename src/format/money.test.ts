import { formatMoney, formatSignedMoney, profitTone } from './money';

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
