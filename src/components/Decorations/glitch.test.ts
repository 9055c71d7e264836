import { createSeededRandom } from '../../motion/random';
import { glitchText } from './glitch';

describe('glitchText', () => {
  it('swaps exactly the requested number of alphanumerics, never the first character or separators', () => {
    const random = createSeededRandom(1);
    for (let i = 0; i < 50; i++) {
      const out = [...glitchText('$1,234,567.89', random, 2)];
      const src = [...'$1,234,567.89'];
      const changed = out.filter((c, j) => c !== src[j]);
      expect(changed.length).toBeLessThanOrEqual(2);
      expect(out[0]).toBe('$');
      [2, 6, 10].forEach((j) => expect(out[j]).toBe(src[j]));
      expect(out).toHaveLength(src.length);
    }
  });

  it('is deterministic for a seed', () => {
    expect(glitchText('12,450,000 SBP', createSeededRandom(9))).toBe(
      glitchText('12,450,000 SBP', createSeededRandom(9)),
    );
  });

  it('leaves text without alphanumerics alone', () => {
    expect(glitchText('—', createSeededRandom(1))).toBe('—');
  });
});
