'use client';

import { CacheProvider, withEmotionCache } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { useMemo, useState, type ReactNode } from 'react';
import { GlobalStyles } from './GlobalStyles';
import { ServerStyles, createServerStyleCache, wantsServerStyleCache } from './serverStyles';
import { StyleNonceContext } from './styleNonce';
import type { ThemeSetting } from './tokens';

/** Emotion's class prefix ("sb-…"), in server renders and in the browser alike. */
export const EMOTION_CACHE_KEY = 'sb';

/** Props of ThemeProvider. */
export interface ThemeProviderProps {
  children: ReactNode;
  /** CSP nonce for the style elements Emotion inserts (see app/server.ts). */
  nonce?: string;
  /** Render the page-wide base styles (default true). */
  withGlobalStyles?: boolean;
  /**
   * The theme of what is inside: `dark`, `light`, `high-contrast`, or `system` (the visitor's
   * colour scheme and contrast settings). Given, the children are wrapped in an element with
   * `data-theme`; without it they follow the nearest `[data-theme]` ancestor (`<html
   * data-theme>` for a whole page: the page background follows too), else the default, dark.
   * Needs `@smartburn/ui/tokens.css` on the page.
   */
  theme?: ThemeSetting;
}

/**
 * The base styles and a style cache of our own (with the CSP nonce when given), so class names
 * are "sb-…" on the server and in the browser and hydration matches. A server render's own "sb"
 * cache above it (src/server/renderPage.tsx) is used as is.
 *
 * No Emotion theme is provided: components style with module-level `css` objects whose values
 * are CSS custom properties (`var(--sb-…)`, `tokens.css`), which Emotion serializes once. A
 * theme is the `data-theme` attribute of an ancestor, so switching one re-renders nothing
 * (docs/requirements.md §8.4). Use the exported `theme` object (or `vars`) in your own styles.
 *
 * On a server, styles are hoisted into the head rather than inline (src/theme/serverStyles.tsx).
 */
export function ThemeProvider(props: ThemeProviderProps) {
  return <ThemeProviderWithOuterCache {...props} />;
}

// Emotion's public way to read the cache above: a server render's own "sb" cache is reused.
const ThemeProviderWithOuterCache = withEmotionCache<ThemeProviderProps>(function ThemeProviderInner(
  { children, nonce, withGlobalStyles = true, theme },
  outer: EmotionCache,
) {
  const useOuter = !nonce && outer.key === EMOTION_CACHE_KEY;
  // On a React 19 server with no "sb" cache above, styles are hoisted into the head (serverStyles.tsx).
  const [serverCache] = useState(() =>
    wantsServerStyleCache(useOuter) ? createServerStyleCache(EMOTION_CACHE_KEY, nonce) : null,
  );
  const cache = useMemo(
    () => serverCache ?? (useOuter ? null : createCache({ key: EMOTION_CACHE_KEY, nonce })),
    [serverCache, useOuter, nonce],
  );
  const content = (
    <StyleNonceContext.Provider value={nonce ?? outer.nonce}>
      {withGlobalStyles ? <GlobalStyles /> : null}
      {theme ? <div data-theme={theme}>{children}</div> : children}
      {serverCache ? <ServerStyles cache={serverCache} /> : null}
    </StyleNonceContext.Provider>
  );
  return cache ? <CacheProvider value={cache}>{content}</CacheProvider> : content;
});
