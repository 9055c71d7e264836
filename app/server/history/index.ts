import { cutForLog, silentLogger, type Logger } from '../log';
import type { ServerMetrics } from '../metrics';
import type { SnapshotStore } from '../snapshot';
import { backfillLiveHistory } from './backfill';
import { type RetentionPolicy } from './retention';
import { createSampler } from './sampler';
import { createHistoryService, type HistoryService } from './service';
import type { HistoryStore } from './store';
import { DEFAULT_CONFIG } from '../config';

export interface HistoryOptions {
  store: HistoryStore;
  retention?: RetentionPolicy;
  /** `npm start`'s live simulation: its seed and start, for the seeded past of an empty store. */
  backfill?: { seed: number; startAt: number };
  now?: () => number;
}

export interface History {
  service: HistoryService;
  /** The store is open (and, for the live simulation, filled); /readyz waits for it. */
  ready(): boolean;
  /** Opens the store, backfills where asked, then samples every HISTORY_SAMPLE_MS. */
  start(): void;
  /** Stops sampling, waits for the run under way, closes the store (SIGTERM, docs/requirements.md §12.4). */
  close(): Promise<void>;
}

/**
 * The server's history (docs/requirements.md §13): the store, its sampler and its answers, in
 * shared mode only (in pass-through mode the server keeps none).
 */
export function createHistory(
  { store, retention = DEFAULT_CONFIG, backfill, now = Date.now }: HistoryOptions,
  {
    snapshot,
    logger = silentLogger,
    metrics = null,
  }: { snapshot: SnapshotStore; logger?: Logger; metrics?: ServerMetrics | null },
): History {
  const service = createHistoryService(store, now);
  const sampler = createSampler({
    snapshot,
    store,
    retention,
    now,
    logger,
    metrics,
    onChange: () => service.changed(),
  });
  let opened = false;
  let started: Promise<void> | undefined;
  return {
    service,
    ready: () => opened,
    start() {
      started ??= (async () => {
        try {
          await store.ready();
          if (backfill) {
            const written = await backfillLiveHistory(store, { ...backfill, retention });
            if (written > 0)
              logger.info(
                { event: 'history_backfilled', samples: written },
                `history: the live simulation's past written (${written} samples)`,
              );
          }
        } catch (error) {
          // The page does not depend on it: sampling goes on trying, and logs its own failures.
          logger.error(
            {
              event: 'history_open_failed',
              store: store.kind,
              err: cutForLog(error instanceof Error ? error.message : String(error)),
            },
            `history: opening the ${store.kind} store failed`,
          );
        }
        opened = true;
        service.changed();
        sampler.start();
      })();
    },
    async close() {
      await started;
      await sampler.stop();
      await store.close();
    },
  };
}
