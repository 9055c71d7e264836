import { describe, expect, it } from 'vitest';
import { burnMarks } from './burnMarks';

const share = (at: number) => at / 1000;

describe('burnMarks', () => {
  it('merges burns closer than the share into one marker that keeps each of them', () => {
    const burns = [
      { at: 500, title: 'c' },
      { at: 100, title: 'a' },
      { at: 110, title: 'b' },
      { at: 900, title: 'd' },
    ];
    expect(burnMarks(burns, share, 0.03)).toEqual([
      { share: 0.1, burns: [burns[1], burns[2]] },
      { share: 0.5, burns: [burns[0]] },
      { share: 0.9, burns: [burns[3]] },
    ]);
  });

  it('keeps burns apart when they are at least the share apart, and a burn at the same time twice', () => {
    expect(
      burnMarks(
        [
          { at: 100, title: 'a' },
          { at: 130, title: 'b' },
        ],
        share,
        0.03,
      ),
    ).toHaveLength(2);
    expect(
      burnMarks(
        [
          { at: 100, title: 'a' },
          { at: 100, title: 'a' },
        ],
        share,
        0.03,
      )[0]?.burns,
    ).toHaveLength(2);
  });
});
