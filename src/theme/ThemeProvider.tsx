'use client';

import {
  CacheProvider,
  ThemeProvider as EmotionThemeProvider,
  __unsafe_useEmotionCache as useEmotionCache,
} from '@emotion/react';
import createCache from '@emotion/cache';
import { useMemo, useState, type ReactNode } from 'react';
import { GlobalStyles } from './GlobalStyles';
import { ServerStyles, createServerStyleCache, wantsServerStyleCache } from './serverStyles';
import { theme } from './tokens';

/** Emotion's class prefix ("sb-…") when the app gives a nonce; the server render uses it too. */
export const EMOTION_CACHE_KEY = 'sb';

/** Props of ThemeProvider. */
export interface ThemeProviderProps {
  children: ReactNode;
  /** CSP nonce for the style elements Emotion inserts (see app/server.ts). */
  nonce?: string;
  /** Render the page-wide base styles (default true). */
  withGlobalStyles?: boolean;
}

/**
 * Theme tokens for Emotion and the base styles; a CSP-safe style cache when a nonce is given;
 * on a server, styles hoisted into the head rather than inline (src/theme/serverStyles.tsx).
 */
export function ThemeProvider({ children, nonce, withGlobalStyles = true }: ThemeProviderProps) {
  const appCache = useEmotionCache();
  // The class prefix must be the browser's: 'sb' with a nonce, else Emotion's default 'css'.
  const [serverCache] = useState(() =>
    wantsServerStyleCache(appCache) ? createServerStyleCache(nonce ? EMOTION_CACHE_KEY : 'css', nonce) : null,
  );
  const cache = useMemo(
    () => serverCache ?? (nonce ? createCache({ key: EMOTION_CACHE_KEY, nonce }) : null),
    [serverCache, nonce],
  );
  const content = (
    <EmotionThemeProvider theme={theme}>
      {withGlobalStyles ? <GlobalStyles /> : null}
      {children}
      {serverCache ? <ServerStyles cache={serverCache} /> : null}
    </EmotionThemeProvider>
  );
  return cache ? <CacheProvider value={cache}>{content}</CacheProvider> : content;
}
