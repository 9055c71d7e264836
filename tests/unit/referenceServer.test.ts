// The bench's reference pages are served as ours is: the same security headers, and a CSP nonce
// that the page's inline styles carry (scripts/bench/referenceServer.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { baselineSecurityHeaders } from '../../app/server/securityHeaders';
import { createReferenceServer, withNonce } from '../../scripts/bench/referenceServer';

const PAGE = `<!doctype html><html><head><meta name="csp-nonce" content="old1" />
<style data-sb-styles="a" nonce="old1">body{color:red}</style></head>
<body><style nonce="old1">p{color:blue}</style><p>nonce="kept in text"</p></body></html>`;

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the bench reference server', () => {
  it('answers / with every security header of ours, and a nonce its inline styles carry', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sb-ref-'));
    writeFileSync(path.join(dir, 'index.html'), PAGE);
    const res = await createReferenceServer(dir).request('/');
    expect(res.status).toBe(200);
    const ours = await baselineSecurityHeaders();
    expect(ours.length).toBeGreaterThan(5);
    for (const [name, value] of ours) {
      if (name === 'content-security-policy') continue;
      expect(res.headers.get(name), name).toBe(value);
    }
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    expect(html.match(/ nonce="[^"]*"/g)).toEqual([` nonce="${nonce}"`, ` nonce="${nonce}"`]);
    expect(html).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    expect(html).not.toContain('old1');
  });

  it('replaces nonce attributes and the meta element only', () => {
    expect(withNonce(PAGE, 'N')).toBe(PAGE.replaceAll('old1', 'N'));
    expect(withNonce('<p>nonce="x"</p>', 'N')).toBe('<p>nonce="x"</p>');
  });
});
