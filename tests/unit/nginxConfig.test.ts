// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { Hono } from 'hono';
import {
  NGINX_BIN,
  SITE_CONFIG,
  renderSiteConfig,
  testNginxConfig,
  writeNginxConfig,
} from '../../scripts/bench/nginx.mjs';
import { securityHeaders } from '../../app/server/securityHeaders';
import { EDGE_NONCE_FILL, EDGE_NONCE_HEADER } from '../../app/server/limits';

/**
 * docs/requirements.md §11.2: deploy/nginx.conf is the file operators copy and the one `npm run
 * bench:scale` runs. It must stay valid nginx, keep the three values the bench (and the
 * operator) set, and keep caching on the server's standard headers alone.
 */

const site = readFileSync(SITE_CONFIG, 'utf8');
// The directives, without comments.
const directives = site
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean)
  .join('\n');
const values = {
  upstream: '127.0.0.1:4999',
  listen: '127.0.0.1:4998',
  listenTls: '127.0.0.1:4997',
  certificate: '/tmp/tls/cert.pem',
  certificateKey: '/tmp/tls/key.pem',
  cachePath: '/tmp/smartburn-cache',
};

describe('deploy/nginx.conf', () => {
  it('has each OPERATOR value once, so the bench and an operator can set it', () => {
    const rendered = renderSiteConfig(site, values);
    expect(rendered).toMatch(/^\s*server 127\.0\.0\.1:4999;$/m);
    expect(rendered).toMatch(/^\s*listen 127\.0\.0\.1:4998;$/m);
    expect(rendered).toMatch(/^\s*listen 127\.0\.0\.1:4997 ssl http2;$/m);
    expect(rendered).toMatch(/^\s*ssl_certificate \/tmp\/tls\/cert\.pem;$/m);
    expect(rendered).toMatch(/^\s*ssl_certificate_key \/tmp\/tls\/key\.pem;$/m);
    expect(rendered).toMatch(/^proxy_cache_path \/tmp\/smartburn-cache /m);
    expect(() => renderSiteConfig(site.replace('listen 80;', 'listen 8080;'), values)).toThrow(/listen/);
    expect(renderSiteConfig(site, { ...values, upstream: '127.0.0.1:1,127.0.0.1:2' })).toMatch(
      /^\s*server 127\.0\.0\.1:1;\n\s*server 127\.0\.0\.1:2;$/m,
    );
  });

  it('terminates TLS: plain HTTP only redirects to HTTPS, and every HTTPS answer carries HSTS', () => {
    const [plain, secure] = directives.split(/^server \{$/m).slice(1);
    expect(plain).toMatch(/^listen 80;$/m);
    expect(plain).toMatch(/^return 301 https:\/\/\$host\$request_uri;$/m);
    expect(plain).not.toMatch(/proxy_pass/);
    // HTTP/2: the page's fonts and scripts share the HTML's one TLS connection.
    expect(secure).toMatch(/^listen 443 ssl http2;$/m);
    // The server-level header, and again in each location with add_header lines of its own.
    const hsts = /^add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;$/gm;
    const locationsWithHeaders = [...(secure ?? '').matchAll(/^location [^{]+\{([^}]*)\}/gm)].filter(([, body]) =>
      /add_header/.test(body as string),
    );
    expect((secure ?? '').match(hsts)?.length).toBe(1 + locationsWithHeaders.length);
  });

  it("fills a fresh nonce into / per answer, with the server's own CSP (docs/requirements.md §12.5)", async () => {
    const page = /location = \/ \{([^}]*)\}/.exec(directives)?.[1] ?? '';
    expect(page).toMatch(new RegExp(`^proxy_set_header ${EDGE_NONCE_HEADER} ${EDGE_NONCE_FILL};$`, 'mi'));
    expect(page).toMatch(/^sub_filter "__CSP_NONCE__" "\$request_id";$/m);
    expect(page).toMatch(/^sub_filter_once off;$/m);
    expect(page).toMatch(/^proxy_hide_header Content-Security-Policy;$/m);
    expect(page).toMatch(/^add_header Cache-Control "no-cache" always;$/m);
    const edgeCsp = /^add_header Content-Security-Policy "([^"]+)" always;$/m.exec(page)?.[1];
    const res = await new Hono()
      .use(securityHeaders())
      .get('*', (c) => c.text('x'))
      .request('/');
    const serverCsp = res.headers.get('content-security-policy') ?? '';
    expect(edgeCsp?.replace("'nonce-$request_id'", "'nonce-N'")).toBe(serverCsp.replace(/'nonce-[^']+'/, "'nonce-N'"));
  });

  it('caches on the standard headers only: no cookie in any key, collapsing and background refresh on', () => {
    const keys = [...directives.matchAll(/^proxy_cache_key (.+);$/gm)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toMatch(/cookie/i);
    for (const on of ['proxy_cache_lock', 'proxy_cache_background_update', 'proxy_cache_revalidate']) {
      expect(directives).toMatch(new RegExp(`^${on} on;$`, 'm'));
    }
    // Lifetimes come from Cache-Control; nothing overrides them or ignores Set-Cookie / Vary.
    expect(directives).not.toMatch(/^(proxy_cache_valid|proxy_ignore_headers|proxy_cache_use_stale)\b/m);
    // Hidden from visitors: the server's HSTS (the TLS end sends its own), and, for the page
    // alone, what the edge replaces per visitor (its Cache-Control, CSP, Vary and request id).
    const page = /location = \/ \{([^}]*)\}/.exec(directives)?.[1] ?? '';
    const outside = directives.replace(page, '');
    expect([...outside.matchAll(/^proxy_hide_header (.+);$/gm)].map((m) => m[1])).toEqual([
      'Strict-Transport-Security',
    ]);
    expect([...page.matchAll(/^proxy_hide_header (.+);$/gm)].map((m) => m[1]).sort()).toEqual([
      'Cache-Control',
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'Vary',
      'X-Request-Id',
    ]);
  });

  const hasNginx = existsSync(NGINX_BIN) && spawnSync('openssl', ['version']).status === 0;
  it.skipIf(!hasNginx)(
    hasNginx ? 'passes nginx -t as the bench runs it' : `nginx -t: skipped, ${NGINX_BIN} is not installed`,
    () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'smartburn-nginx-test-'));
      try {
        const check = testNginxConfig(writeNginxConfig(dir, { upstream: values.upstream, listen: values.listenTls }));
        expect(check.output).toMatch(/test is successful/);
        expect(check.ok).toBe(true);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
