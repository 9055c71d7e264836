/**
 * A server's style element in Emotion's own SSR format (`data-emotion="sb name name …"`, as
 * `@emotion/server` writes it): the browser's Emotion cache takes it over and writes none of its
 * rules again (src/server/renderPage.tsx).
 */
export function serverStyleTag(key: string, names: string[], css: string, nonce: string): string {
  return `<style data-emotion="${escapeAttr([key, ...names].join(' '))}" nonce="${escapeAttr(nonce)}">${css}</style>`;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
