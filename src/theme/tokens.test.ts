import { alpha, colors } from './tokens';
import { contrastPairs } from './contrastPairs';
import { contrastRatio } from './contrast';

describe('theme colour contrast (WCAG AA, 4.5:1)', () => {
  it.each(contrastPairs)('%s on %s', (text, background) => {
    expect(contrastRatio(colors[text], colors[background])).toBeGreaterThanOrEqual(4.5);
  });
  it('covers every text colour on every surface, the destructive toast and text on gold', () => {
    expect(contrastPairs).toHaveLength(8 * 3 + 2);
    expect(contrastPairs).toContainEqual(['textMuted', 'surfaceRaised']);
    expect(contrastPairs).toContainEqual(['text', 'toastDestructiveBg']);
  });
  it('computes the known black/white ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});

describe('alpha variants', () => {
  it.each(Object.entries(alpha))('%s is its colour at the opacity its name says', (name, value) => {
    const [, base, percent] = /^([a-zA-Z]+?)(\d+)$/.exec(name) ?? [];
    const hex = colors[base as keyof typeof colors];
    expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    expect(value).toBe(`rgba(${channels.join(', ')}, ${Number(percent) / 100})`);
  });
});
