import { Hono } from 'hono';
import { secureHeaders, NONCE } from 'hono/secure-headers';

/**
 * The security headers of every answer, in one place (docs/requirements.md §9.4): the answers Hono makes get them
 * from `securityHeaders()` (with a fresh nonce for styles in the CSP); the answers made outside
 * Hono (Node's own 400/408/431/503, the 405 to CONNECT, the adapter's errors) get
 * `baselineSecurityHeaders()`, made by the same middleware without the nonce, so the two cannot
 * drift apart.
 */
/**
 * The CSP hash of app/index.html's one inline script, which asks for the brand faces at once on a
 * repeat visit (docs/requirements.md §8.3). securityHeaders.test.ts fails when the script changes
 * without it, or when deploy/nginx.conf's policy lacks it.
 */
export const FACES_SCRIPT_HASH = "'sha256-mvzAVOsl5E288xpFwm91pe/bUDssYvf86XQFFMeMzYo='";

function options(withNonce: boolean): Parameters<typeof secureHeaders>[0] {
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", FACES_SCRIPT_HASH],
      styleSrc: withNonce ? ["'self'", NONCE] : ["'self'"],
      fontSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    // The same as frame-ancestors 'none', for browsers that only read this one.
    xFrameOptions: 'DENY',
  };
}

/** Hono middleware: the security headers on every answer, a fresh CSP nonce for styles each time. */
export const securityHeaders = () => secureHeaders(options(true));

/** The same headers, without a nonce, as [name, value] pairs for answers made outside Hono. */
export async function baselineSecurityHeaders(): Promise<Array<[string, string]>> {
  const app = new Hono().use(secureHeaders(options(false))).get('*', (c) => c.body(null, 204));
  const res = await app.request('/');
  return [...res.headers];
}
