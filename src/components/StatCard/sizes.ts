/** A value longer than this many lines is clamped (the full text stays in the DOM). */
export const STAT_VALUE_MAX_LINES = 6;
/** From this length on, a clamped value also carries its full text as a hover title. */
export const STAT_VALUE_TITLE_MIN_CHARS = 48;
