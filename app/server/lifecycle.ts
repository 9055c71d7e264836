import type { Server } from 'node:http';
import type { ServerControl } from './createServer';
import type { Logger } from './log';

export interface ShutdownOptions {
  /** The main server and, with a metrics port of its own, the metrics server. */
  servers: Server[];
  control: ServerControl;
  drainDelayMs: number;
  shutdownTimeoutMs: number;
  logger: Logger;
  /** process.exit in production; tests record the code. */
  exit: (code: number) => void;
}

/**
 * A restart that loses no request (docs/requirements.md §12.4). The first SIGTERM or SIGINT:
 * /readyz turns 503 and every answer says `Connection: close` (the load balancer stops sending,
 * clients and the proxy open their next connection elsewhere), while the server keeps serving
 * for `drainDelayMs`; then the listener closes, idle connections are closed, and requests in
 * flight get `shutdownTimeoutMs` to finish before their connections are cut; then the history's
 * sampler stops and its store is closed (docs/requirements.md §13.1), and exit 0. A second signal
 * exits at once (1): the store's WAL keeps every committed sample anyway.
 */
export function gracefulShutdown({ servers, control, drainDelayMs, shutdownTimeoutMs, logger, exit }: ShutdownOptions) {
  let stopping = false;
  return (signal: string) => {
    if (stopping) {
      logger.warn({ event: 'shutdown_forced', signal }, `second ${signal}: exiting at once`);
      exit(1);
      return;
    }
    stopping = true;
    const started = Date.now();
    control.startDraining();
    logger.info(
      { event: 'shutdown_started', signal, drainDelayMs, shutdownTimeoutMs },
      `${signal}: not ready any more; serving ${drainDelayMs} ms more, then closing`,
    );
    setTimeout(() => {
      const closed = servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
      for (const server of servers) server.closeIdleConnections();
      // A connection that turns idle after its last answer is closed by that answer's
      // `Connection: close`; this catches any that slipped through.
      const sweep = setInterval(() => servers.forEach((server) => server.closeIdleConnections()), 250);
      let cutOff = false;
      const deadline = setTimeout(() => {
        cutOff = true;
        logger.warn(
          { event: 'shutdown_timeout', shutdownTimeoutMs },
          `requests still in flight after ${shutdownTimeoutMs} ms: closing their connections`,
        );
        for (const server of servers) server.closeAllConnections();
      }, shutdownTimeoutMs);
      void Promise.all(closed)
        .then(async () => {
          clearTimeout(deadline);
          clearInterval(sweep);
          await control
            .close()
            .catch((error: unknown) =>
              logger.error(
                { event: 'history_close_failed', err: error instanceof Error ? error.message : String(error) },
                'closing the history store failed',
              ),
            );
        })
        .then(() => {
          logger.info(
            { event: 'shutdown_complete', ms: Date.now() - started, cutOff },
            'every connection closed: exiting',
          );
          exit(0);
        });
    }, drainDelayMs);
  };
}
