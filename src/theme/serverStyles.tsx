'use client';

import createCache, { type EmotionCache } from '@emotion/cache';
import { version } from 'react';

/**
 * Server rendering without inline `<style>` elements (docs/requirements.md §10.2). Emotion's default server
 * render puts a `<style data-emotion>` next to each styled element; the browser's render has
 * none there, so a React 19 app that hydrates the whole document (Next.js App Router) fails
 * with error #418. On a server, with React 19 and no Emotion cache given by the app,
 * ThemeProvider renders with a compat-mode cache (the rules are collected, nothing is
 * rendered inline) and then renders the collected rules as one `<style href precedence>`,
 * which React hoists into the document head and leaves out of hydration. React 18 keeps
 * Emotion's default (it moves the inline styles to the head before hydrating).
 */

/** Emotion's own test for a server render. */
const onServer = typeof document === 'undefined';
/** React 19 hoists `<style href precedence>` into the head (and dedupes it by href). */
const reactHoistsStyles = Number(version.split('.')[0]) >= 19;

/** Whether ThemeProvider should collect the styles itself: a React 19 server render without our cache above. */
export function wantsServerStyleCache(hasOurCacheAbove: boolean): boolean {
  return onServer && reactHoistsStyles && !hasOurCacheAbove;
}

/** An Emotion cache that keeps the rules it is given in `cache.inserted` instead of rendering them. */
export function createServerStyleCache(key: string, nonce: string | undefined): EmotionCache {
  const cache = createCache({ key, nonce });
  cache.compat = true;
  return cache;
}

/** A short, stable name for a set of rules: React dedupes hoisted styles by their href. */
function hashOf(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

/** Every rule the cache collected so far (page-wide rules first), as one hoisted style element. */
export function ServerStyles({ cache }: { cache: EmotionCache }) {
  const globals: string[] = [];
  const scoped: string[] = [];
  const names: string[] = [];
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    names.push(name);
    // Class styles are registered under their class name; Global styles are not.
    const isScoped = cache.registered[`${cache.key}-${name}`] !== undefined || rules.startsWith('@keyframes');
    (isScoped ? scoped : globals).push(rules);
  }
  if (names.length === 0) return null;
  return (
    <style href={`${cache.key}-${hashOf(names.join(' '))}`} precedence={cache.key} nonce={cache.nonce}>
      {globals.join('') + scoped.join('')}
    </style>
  );
}
