import { layout } from '../../theme';

/**
 * Box sizes the loaded cards and the loading skeleton share, so nothing jumps when data
 * arrives. They come from the theme's `layout`, which Header and Hero read too.
 */
export const CARD_MIN_HEIGHT = layout.cardMinHeight;
export const GRID_GAP = layout.gridGap;

/** A value longer than this many lines is clamped (the full text stays in the DOM). */
export const STAT_VALUE_MAX_LINES = 6;
/** From this length on, a clamped value also carries its full text as a hover title. */
export const STAT_VALUE_TITLE_MIN_CHARS = 48;
