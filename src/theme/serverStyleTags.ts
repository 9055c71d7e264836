import type { EmotionCache } from '@emotion/cache';

/**
 * How the browser takes over the style elements of a server render (src/server/renderPage.tsx)
 * without touching them.
 *
 * Emotion's own attribute, `data-emotion="sb id id …"`, makes the browser's cache "hydrate" those
 * elements: it takes each out of the head and puts it back, and `<Global>` does the same with the
 * page-wide rules and then writes them again. Every such change of the document's stylesheets
 * restyles the whole page while it hydrates. So the server names the rules of its elements in
 * this attribute instead, and the browser's cache counts them as inserted and leaves the
 * elements where they are.
 * Style recalculations after the app's code, full speed here: 48-66 -> 7-12 ms a load. npm run bench
 * A/B, the same hour: mid-tier TBT 49 -> 31 ms, low-tier 985 -> 470 ms (a second run of it: 15 and 856 ms).
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-sb-styles';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A server's style element holding `css`, the rules named `names` of the cache `key` ("sb" or "sb-global"). */
export function serverStyleTag(key: string, names: string[], css: string, nonce: string): string {
  return `<style ${SERVER_STYLES_ATTRIBUTE}="${escapeAttr([key, ...names].join(' '))}" nonce="${escapeAttr(nonce)}">${css}</style>`;
}

/**
 * Marks every rule the server's style elements hold as inserted in `cache` (key "sb": its class
 * styles; "sb-global": the page-wide ones), so Emotion writes none of them again.
 */
export function adoptServerStyles(cache: EmotionCache): EmotionCache {
  for (const element of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    const [key, ...names] = (element.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key && key !== `${cache.key}-global`) continue;
    for (const name of names) cache.inserted[name] = true;
  }
  return cache;
}
