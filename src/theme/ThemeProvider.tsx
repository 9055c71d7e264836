import { CacheProvider, ThemeProvider as EmotionThemeProvider, __unsafe_useEmotionCache } from '@emotion/react';
import createCache from '@emotion/cache';
import { useMemo, type ReactNode } from 'react';
import { GlobalStyles } from './GlobalStyles';
import { theme } from './tokens';

/** Emotion's class prefix ("sb-…"), in server renders and in the browser alike. */
export const EMOTION_CACHE_KEY = 'sb';

export interface ThemeProviderProps {
  children: ReactNode;
  /** CSP nonce for the style elements Emotion inserts (see app/server.ts). */
  nonce?: string;
  /** Render the page-wide base styles (default true). */
  withGlobalStyles?: boolean;
}

/**
 * Theme tokens for Emotion, the base styles and a style cache of our own (with the CSP nonce
 * when given), so class names are "sb-…" on the server and in the browser and hydration
 * matches. A server render's own "sb" cache above it (src/server/renderPage.tsx) is used as is.
 */
export function ThemeProvider({ children, nonce, withGlobalStyles = true }: ThemeProviderProps) {
  const outer = __unsafe_useEmotionCache();
  const useOuter = !nonce && outer?.key === EMOTION_CACHE_KEY;
  const cache = useMemo(() => (useOuter ? null : createCache({ key: EMOTION_CACHE_KEY, nonce })), [useOuter, nonce]);
  const content = (
    <EmotionThemeProvider theme={theme}>
      {withGlobalStyles ? <GlobalStyles /> : null}
      {children}
    </EmotionThemeProvider>
  );
  return cache ? <CacheProvider value={cache}>{content}</CacheProvider> : content;
}
