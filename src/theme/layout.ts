/**
 * Box sizes the loaded page and the skeleton share, so nothing jumps when data arrives
 * (CLS). Change one, and both follow.
 */
export const layout = {
  pageMaxWidth: 1200,
  pagePadding: 16,
  headerHeight: 72,
  heroMinHeight: 300,
  cardMinHeight: 164,
  gridGap: 16,
} as const;
