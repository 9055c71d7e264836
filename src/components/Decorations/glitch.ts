const GLITCH_GLYPHS = '█▓▒░#%&$@ｱｲｳｴｵｶｷｸｹｺ01';

/**
 * The text with a few characters swapped for glitch glyphs, chosen by `random`. Spaces,
 * separators and the first character stay, so the value still reads as a number.
 */
export function glitchText(text: string, random: () => number, swaps = 2): string {
  const chars = [...text];
  const candidates = chars.map((c, i) => (i > 0 && /[0-9A-Za-z]/.test(c) ? i : -1)).filter((i) => i >= 0);
  for (let n = 0; n < swaps && candidates.length > 0; n++) {
    const pick = candidates.splice(Math.floor(random() * candidates.length), 1)[0] as number;
    chars[pick] = GLITCH_GLYPHS[Math.floor(random() * GLITCH_GLYPHS.length)] as string;
  }
  return chars.join('');
}

export const STATUS_WORDS = ['稼働中', '監視中', '分析中', '同期中', '取引中', '最適化'] as const;

export const FLOATING_PHRASES = [
  '金の取引',
  'スマート',
  'バーン',
  '人工知能',
  '利益',
  '自動取引',
  '燃焼',
  '未来',
] as const;
