import { colors } from './tokens';
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
