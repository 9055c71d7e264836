import { FIXTURE_NOW } from '@smartburn/ui/mocks';

/** Render and screenshot a story at phone width (the test-runner reads `testViewport`). */
export const mobile = {
  parameters: { testViewport: { width: 375, height: 812 } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} as const;

/** Stories freeze the clock here; fixtures are relative to it. */
export const STORY_NOW = FIXTURE_NOW;

export const minutesAgo = (m: number) => new Date(STORY_NOW - m * 60_000).toISOString();

/** A `#rrggbb` colour or a colour token (its value in the current theme) as the browser reports a computed colour: `rgb(r, g, b)`. */
export const computedRgb = (colour: string) => {
  // A token is a custom property reference: its value in the page's current theme.
  const property = /^var\((--[\w-]+)\)$/.exec(colour)?.[1];
  const hex = property ? getComputedStyle(document.documentElement).getPropertyValue(property).trim() : colour;
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
