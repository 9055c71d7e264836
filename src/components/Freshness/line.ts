import { fonts, fontSizes, lineHeights } from '../../theme';

/** The indicator line's box; the deferred placeholder has the same, so nothing shifts when it appears. */
export const FRESHNESS_LINE = `
  min-height: 1.5em;
  margin: 0;
  font-family: ${fonts.body};
  font-size: ${fontSizes.xs};
  line-height: ${lineHeights.body};
`;
