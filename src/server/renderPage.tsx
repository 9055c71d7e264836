import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DashboardApp, type DashboardAppProps } from '../App';
import * as lowerPart from '../pages/DashboardPage/LowerPart';
import { lowerPartModule } from '../deferred/parts';
import { EMOTION_CACHE_KEY } from '../theme/ThemeProvider';
import { serverStyleTag } from '../theme/serverStyleTags';

// The browser loads the page's lower part as a chunk of its own; a server render has it at once.
lowerPartModule.provide(lowerPart);

/** What renderPage returns: the markup and its critical CSS. */
export interface RenderedPage {
  /** The markup of the app at that path, to put inside the root element and hydrate. */
  html: string;
  /**
   * The CSS that markup needs, as style elements for the document head, in Emotion's SSR format
   * (src/theme/serverStyleTags.ts): the browser's Emotion cache takes them over instead of
   * inserting the same rules again. `nonce` is stamped on each.
   */
  styleTags: string;
}

/**
 * Server-renders DashboardApp at `path` and collects the Emotion styles it uses: the critical
 * CSS. On '/' without `initialState` that is the loading skeleton; `renderDashboard` renders
 * '/' with data. Used at build time by scripts/prerender.mjs (the 404 page) and by servers.
 */
export function renderPage(
  path: string,
  { nonce = '', ...props }: Omit<DashboardAppProps, 'ssrPath'> = {},
): RenderedPage {
  return renderWithCriticalCss(<DashboardApp {...props} ssrPath={path} />, nonce);
}

/** Server-renders `element` and collects the Emotion styles it uses, as renderPage does. */
export function renderWithCriticalCss(element: ReactElement, nonce = ''): RenderedPage {
  const cache = createCache({ key: EMOTION_CACHE_KEY });
  // Compat mode keeps the rules in `cache.inserted` instead of inline <style> elements, so
  // the markup is exactly what the client renders and hydrates.
  cache.compat = true;
  // No nonce prop: ThemeProvider then uses this cache rather than making its own.
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  const scoped: string[] = [];
  const globals: Array<[string, string]> = [];
  let css = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    // Class styles are registered under their class name; Global styles are not.
    if (cache.registered[`${cache.key}-${name}`] !== undefined || rules.startsWith('@keyframes')) {
      scoped.push(name);
      css += rules;
    } else {
      globals.push([name, rules]);
    }
  }
  const styleTags = [
    ...globals.map(([name, rules]) => serverStyleTag(`${cache.key}-global`, [name], rules, nonce)),
    scoped.length ? serverStyleTag(cache.key, scoped, css, nonce) : '',
  ].join('');
  return { html, styleTags };
}
