// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { FACES_SCRIPT_HASH, baselineSecurityHeaders } from './securityHeaders';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

describe('the inline script of app/index.html', () => {
  const scripts = [...read('app/index.html').matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] as string);
  const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('is the one inline script, and the CSP allows exactly it', () => {
    expect(scripts).toHaveLength(1);
    expect(hashOf(scripts[0] as string)).toBe(FACES_SCRIPT_HASH);
  });

  it("is allowed by the server's policy and by the edge's (deploy/nginx.conf)", async () => {
    const csp = new Map(await baselineSecurityHeaders()).get('content-security-policy');
    expect(csp).toMatch(new RegExp(`script-src 'self' ${FACES_SCRIPT_HASH.replace(/[+/]/g, '\\$&')}`));
    expect(read('deploy/nginx.conf')).toContain(`script-src 'self' ${FACES_SCRIPT_HASH};`);
  });
});
