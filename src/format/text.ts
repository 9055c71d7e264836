/** The mark that shows a text was cut. */
export const ELLIPSIS = '…';

/**
 * `text` cut to at most `max` characters plus an ellipsis, never splitting a character made of
 * two UTF-16 units (emoji, rare CJK); texts within the limit come back unchanged.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max);
  const last = text.charCodeAt(end - 1);
  // A high surrogate at the cut would leave half a character.
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}${ELLIPSIS}`;
}
