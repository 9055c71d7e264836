'use client';

import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import createCache from '@emotion/cache';
import { useMemo, useState, type ReactNode } from 'react';
import { GlobalStyles } from './GlobalStyles';
import { ServerStyles, createServerStyleCache, wantsServerStyleCache } from './serverStyles';

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
 * The base styles and, when a nonce is given, a CSP-safe style cache.
 *
 * No Emotion theme is provided: components import the tokens from `src/theme` and style with
 * module-level `css` objects, which Emotion serializes once, on the server and in the browser alike.
 * There is one theme (dark, gold), so a theme context nobody reads would only be a second,
 * unused way to reach the same values. Use the exported `theme` object (or its parts) in your
 * own styles.
 *
 * On a server, styles are hoisted into the head rather than inline (src/theme/serverStyles.tsx).
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
    <>
      {withGlobalStyles ? <GlobalStyles /> : null}
      {children}
      {serverCache ? <ServerStyles cache={serverCache} /> : null}
    </>
  );
  return cache ? <CacheProvider value={cache}>{content}</CacheProvider> : content;
}
