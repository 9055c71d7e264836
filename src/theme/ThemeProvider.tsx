import { CacheProvider, ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { useMemo, type ReactNode } from 'react';
import { GlobalStyles } from './GlobalStyles';
import { theme } from './tokens';

/** Emotion's class prefix ("sb-…") when the app gives a nonce; the server render uses it too. */
export const EMOTION_CACHE_KEY = 'sb';

export interface ThemeProviderProps {
  children: ReactNode;
  /** CSP nonce for the style elements Emotion inserts (see app/server.ts). */
  nonce?: string;
  /** Render the page-wide base styles (default true). */
  withGlobalStyles?: boolean;
}

/** Theme tokens for Emotion, the base styles and, when a nonce is given, a CSP-safe style cache. */
export function ThemeProvider({ children, nonce, withGlobalStyles = true }: ThemeProviderProps) {
  const cache = useMemo(() => (nonce ? createCache({ key: EMOTION_CACHE_KEY, nonce }) : null), [nonce]);
  const content = (
    <EmotionThemeProvider theme={theme}>
      {withGlobalStyles ? <GlobalStyles /> : null}
      {children}
    </EmotionThemeProvider>
  );
  return cache ? <CacheProvider value={cache}>{content}</CacheProvider> : content;
}
