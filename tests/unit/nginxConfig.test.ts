// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  NGINX_BIN,
  SITE_CONFIG,
  renderSiteConfig,
  testNginxConfig,
  writeNginxConfig,
} from '../../scripts/bench/nginx.mjs';

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
const values = { upstream: '127.0.0.1:4999', listen: '127.0.0.1:4998', cachePath: '/tmp/smartburn-cache' };

describe('deploy/nginx.conf', () => {
  it('has each OPERATOR value once, so the bench and an operator can set it', () => {
    const rendered = renderSiteConfig(site, values);
    expect(rendered).toMatch(/^\s*server 127\.0\.0\.1:4999;$/m);
    expect(rendered).toMatch(/^\s*listen 127\.0\.0\.1:4998;$/m);
    expect(rendered).toMatch(/^proxy_cache_path \/tmp\/smartburn-cache /m);
    expect(() => renderSiteConfig(site.replace('listen 80;', 'listen 8080;'), values)).toThrow(/listen/);
  });

  it('caches on the standard headers only: no cookie in any key, collapsing and background refresh on', () => {
    const keys = [...directives.matchAll(/^proxy_cache_key (.+);$/gm)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toMatch(/cookie/i);
    for (const on of ['proxy_cache_lock', 'proxy_cache_background_update', 'proxy_cache_revalidate']) {
      expect(directives).toMatch(new RegExp(`^${on} on;$`, 'm'));
    }
    // Lifetimes come from Cache-Control; nothing overrides them or ignores Set-Cookie / Vary.
    expect(directives).not.toMatch(
      /^(proxy_cache_valid|proxy_ignore_headers|proxy_cache_use_stale|proxy_hide_header)\b/m,
    );
  });

  const hasNginx = existsSync(NGINX_BIN);
  it.skipIf(!hasNginx)(
    hasNginx ? 'passes nginx -t as the bench runs it' : `nginx -t: skipped, ${NGINX_BIN} is not installed`,
    () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'smartburn-nginx-test-'));
      try {
        const check = testNginxConfig(writeNginxConfig(dir, { upstream: values.upstream, listen: values.listen }));
        expect(check.output).toMatch(/test is successful/);
        expect(check.ok).toBe(true);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
