import type { ColorName } from './tokens';

const TEXT_COLORS = ['text', 'textMuted', 'gold', 'goldBright', 'neon', 'profit', 'loss', 'activityBurn'] as const;
const SURFACES = ['background', 'surface', 'surfaceRaised'] as const;

/**
 * Every text colour on every background it is used on, as [text, background]: each text colour
 * on the three surfaces, the destructive toast's text, and dark text on gold (the skip link, a
 * hovered button). Each pair meets WCAG AA, 4.5:1, in every theme (AAA, 7:1, in high-contrast: tokens.test.ts); Storybook's Foundations
 * shows the ratios.
 */
export const contrastPairs: ReadonlyArray<readonly [text: ColorName, background: ColorName]> =
  // Pure: an import that does not use the pairs does not build them (the library is bundled).
  /* @__PURE__ */ (() => [
    ...TEXT_COLORS.flatMap((text) => SURFACES.map((surface) => [text, surface] as const)),
    ['text', 'toastDestructiveBg'] as const,
    ['background', 'gold'] as const,
  ])();
