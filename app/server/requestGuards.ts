import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { MAX_PATH_LENGTH } from './limits';
import type { Logger } from './log';

/**
 * Requests no browser showing this page would send get a 4xx before any route sees them: a body
 * announced larger than the body limit on any method (413), a path longer than MAX_PATH_LENGTH
 * (414), a NUL byte or broken percent-encoding in the path (400).
 */
export const rejectMalformed =
  (maxBodyBytes: number): MiddlewareHandler =>
  async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && !(Number(length) <= maxBodyBytes)) return c.text('Payload too large', 413);
    const rawPath = new URL(c.req.url).pathname;
    if (rawPath.length > MAX_PATH_LENGTH) return c.text('URI too long', 414);
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      return c.text('Bad request: malformed percent-encoding', 400);
    }
    if (decoded.includes('\0')) return c.text('Bad request: NUL in path', 400);
    return next();
  };

/** The page only reads: every other method is a 405 naming the two it may use. */
export const onlyReads: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  c.header('Allow', 'GET, HEAD');
  return c.text('Method not allowed', 405);
};

/**
 * A thrown error is the server's fault, never the client's: one line in the log, no stack trace
 * for anyone to flood it with, and a plain 500 (the security headers still apply).
 */
export const internalError =
  (logger: Logger): ErrorHandler =>
  (error, c: Context) => {
    if (error instanceof HTTPException) return error.getResponse();
    const path = new URL(c.req.url).pathname.slice(0, 120);
    logger.error(
      { event: 'internal_error', method: c.req.method, path, err: error.message },
      `Internal error answering ${c.req.method} ${path}`,
    );
    return c.text('Internal server error', 500);
  };
