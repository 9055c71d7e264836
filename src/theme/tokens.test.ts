import { alpha, colors } from './tokens';
import { contrastRatio } from './contrast';

const textColours = ['text', 'textMuted', 'gold', 'goldBright', 'neon', 'profit', 'loss', 'activityBurn'] as const;
const surfaces = ['background', 'surface', 'surfaceRaised'] as const;

describe('theme colour contrast (WCAG AA, 4.5:1)', () => {
  for (const fg of textColours) {
    for (const bg of surfaces) {
      it(`${fg} on ${bg}`, () => {
        expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
  it('text on the destructive toast', () => {
    expect(contrastRatio(colors.text, colors.toastDestructiveBg)).toBeGreaterThanOrEqual(4.5);
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
