import { ELLIPSIS, truncateText } from './text';

describe('truncateText', () => {
  it('leaves short texts alone', () => {
    expect(truncateText('Token burn executed', 20)).toBe('Token burn executed');
    expect(truncateText('', 5)).toBe('');
  });
  it('cuts long texts and marks the cut', () => {
    expect(truncateText('A'.repeat(10_000), 120)).toBe(`${'A'.repeat(120)}${ELLIPSIS}`);
  });
  it('never splits an emoji in half', () => {
    const cut = truncateText(`ab🔥cd`, 3);
    expect(cut).toBe(`ab${ELLIPSIS}`);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(truncateText(`ab🔥cd`, 4)).toBe(`ab🔥${ELLIPSIS}`);
  });
});
