import { HISTORY_SAMPLE_MS } from '@smartburn/ui';
import { HISTORY_PRUNE_EVERY_MS } from '../limits';
import { cutForLog, silentLogger, type Logger } from '../log';
import type { ServerMetrics } from '../metrics';
import type { SnapshotStore } from '../snapshot';
import { activitiesFrom, invalidTxHashes, sampleFrom } from './fromSnapshot';
import { retentionCutoffs, type RetentionPolicy } from './retention';
import { sampleSlot, type HistoryStore } from './store';
import { DEFAULT_CONFIG } from '../config';

/** What one run of the sampler did. */
export type SampleOutcome = 'recorded' | 'duplicate' | 'failed';

export interface SamplerOptions {
  snapshot: SnapshotStore;
  store: HistoryStore;
  /** Told after every run, so the answers are built afresh. */
  onChange?: () => void;
  retention?: RetentionPolicy;
  now?: () => number;
  logger?: Logger;
  metrics?: ServerMetrics | null;
}

export interface Sampler {
  /** Runs once now, then at the start of every sampling slot. */
  start(): void;
  /** One run: sample the dashboard and the feed through the snapshot and record them. */
  sampleOnce(): Promise<SampleOutcome>;
  /** No run starts after this; resolves when the one under way (if any) has finished. */
  stop(): Promise<void>;
}

const message = (error: unknown) => cutForLog(error instanceof Error ? error.message : String(error));

/**
 * The history's sampler (docs/requirements.md §13.1): every HISTORY_SAMPLE_MS, at the start of
 * each sampling slot, whether or not anyone visits, it takes the dashboard and activities answers
 * through the shared snapshot (which asks the upstream only when its window is over: the sampler
 * adds no upstream request of its own) and records a good dashboard answer as a sample and the
 * feed's activities by id. The retention runs at start and every HISTORY_PRUNE_EVERY_MS.
 * A failure is logged once when it starts and once when sampling works again, never per run.
 */
export function createSampler({
  snapshot,
  store,
  onChange,
  retention = DEFAULT_CONFIG,
  now = Date.now,
  logger = silentLogger,
  metrics = null,
}: SamplerOptions): Sampler {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<SampleOutcome> | undefined;
  let failingSince: number | undefined;
  let prunedAt = -Infinity;
  let badHashLogged = false;

  async function record(at: number): Promise<SampleOutcome> {
    await Promise.all([snapshot.answer('/api/dashboard'), snapshot.answer('/api/activities')]);
    const { endpoints } = snapshot.current();
    const sample = sampleFrom(endpoints.dashboard, at);
    const activities = activitiesFrom(endpoints.activities, retentionCutoffs(at, retention).rawCutoff);
    if (activities?.length) await store.addActivities(activities);
    if (!badHashLogged && invalidTxHashes(endpoints.activities) > 0) {
      // Once per process: a backend that sends bad hashes sends them in every answer.
      badHashLogged = true;
      logger.warn(
        { event: 'activity_tx_hash_invalid', count: invalidTxHashes(endpoints.activities) },
        'activities: a txHash that is not 0x and 64 hex digits was ignored (no link to the chain is shown for it)',
      );
    }
    if (!sample) {
      const reason = endpoints.dashboard.failure?.message ?? 'the dashboard answer is not valid';
      throw new Error(`no good dashboard answer to sample (${reason})`);
    }
    const outcome = (await store.addSample(sample)) ? 'recorded' : 'duplicate';
    if (at - prunedAt >= HISTORY_PRUNE_EVERY_MS) {
      prunedAt = at;
      const removed = await store.prune(at, retention);
      logger.debug({ event: 'history_pruned', ...removed }, 'history: retention applied');
    }
    return outcome;
  }

  async function run(at = now()): Promise<SampleOutcome> {
    let outcome: SampleOutcome;
    try {
      outcome = await record(at);
      metrics?.observeHistorySample(outcome, at);
      if (failingSince !== undefined) {
        logger.info(
          { event: 'history_sampling_recovered', downForMs: at - failingSince },
          `history: sampling works again after ${Math.round((at - failingSince) / 1000)} s`,
        );
        failingSince = undefined;
      }
    } catch (error) {
      outcome = 'failed';
      metrics?.observeHistorySample(outcome, at);
      if (failingSince === undefined) {
        failingSince = at;
        logger.warn(
          { event: 'history_sampling_failed', err: message(error) },
          `history: sample failed: ${message(error)}`,
        );
      }
    }
    onChange?.();
    return outcome;
  }

  /** At the start of the slot after `lastRunAt`'s, so every server sharing a store samples in
   *  step; at once when a slow run has already passed that start (the slot is not skipped). */
  function schedule(lastRunAt: number) {
    if (stopped) return;
    const nextSlotStart = (sampleSlot(lastRunAt) + 1) * HISTORY_SAMPLE_MS;
    timer = setTimeout(tick, Math.max(0, nextSlotStart - now()));
    timer.unref?.();
  }

  function tick() {
    const at = now();
    running = run(at).finally(() => {
      running = undefined;
      schedule(at);
    });
  }

  return {
    start() {
      if (stopped || timer || running) return;
      tick();
    },
    sampleOnce: () => run(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
