import { createHash } from 'node:crypto';
import {
  HISTORY_DEFAULT_RANGE,
  HISTORY_SAMPLE_MS,
  type HistoryRange,
  type HistoryRecords,
  type HistoryResponse,
} from '@smartburn/ui';
import type { EndpointData } from '@smartburn/ui/server';
import { buildHistoryResponse } from './answer';
import { historyCsv } from './csv';
import { buildHistoryRecords } from './records';
import type { HistoryStore } from './store';

/** One body of a history answer and its strong validator. */
export interface HistoryBody {
  bytes: Uint8Array;
  etag: string;
}

/** A range's answer, built once and served until the history changes or it is a sample old. */
export interface HistoryAnswer {
  /** Counts the answers built by this server: changes whenever the content may have. */
  id: number;
  response: HistoryResponse;
  builtAt: number;
  json: HistoryBody;
  csv: HistoryBody;
}

export interface HistoryService {
  /** The range's answer; reads the store at most once per sample (single-flight). */
  answer(range: HistoryRange): Promise<HistoryAnswer>;
  /** The sampler recorded (or tried to): the next request builds its answer afresh. */
  changed(): void;
  /** The default range's answer as the server-rendered page takes it (docs/requirements.md §13.2). */
  pageData(): Promise<{ id: number; data: EndpointData }>;
}

const encoder = new TextEncoder();
const body = (text: string): HistoryBody => {
  const bytes = encoder.encode(text);
  return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"` };
};

/**
 * The history's answers, kept in memory (docs/requirements.md §13.2): a request never reads the
 * store while the answer it would get is current. An answer is current until the sampler's next
 * run or for HISTORY_SAMPLE_MS, whichever comes first, so its `to` never lags more than one
 * sample even when sampling stops.
 */
export function createHistoryService(store: HistoryStore, now: () => number = Date.now): HistoryService {
  let version = 0;
  let built = 0;
  const cache = new Map<HistoryRange, { version: number; builtAt: number; answer: Promise<HistoryAnswer> }>();
  // The rates and records are the same for every range: measured once per sample for all of them.
  let measured: { version: number; builtAt: number; records: Promise<HistoryRecords> } | undefined;

  function records(at: number): Promise<HistoryRecords> {
    if (measured && measured.version === version && at - measured.builtAt < HISTORY_SAMPLE_MS) return measured.records;
    const entry = {
      version,
      builtAt: at,
      records: store.firstSampleAt().then((since) => buildHistoryRecords(store, at, since)),
    };
    measured = entry;
    entry.records.catch(() => {
      if (measured === entry) measured = undefined;
    });
    return entry.records;
  }

  function answer(range: HistoryRange): Promise<HistoryAnswer> {
    const at = now();
    const entry = cache.get(range);
    if (entry && entry.version === version && at - entry.builtAt < HISTORY_SAMPLE_MS) return entry.answer;
    const parts = Promise.all([buildHistoryResponse(store, range, at), records(at)]);
    const promise = parts
      .then(([ranged, measures]) => ({ ...ranged, records: measures }))
      .then((response) => ({
        id: ++built,
        response,
        builtAt: at,
        json: body(JSON.stringify(response)),
        csv: body(historyCsv(response)),
      }));
    const fresh = { version, builtAt: at, answer: promise };
    cache.set(range, fresh);
    // A failed read is not kept: the next request tries again.
    promise.catch(() => {
      if (cache.get(range) === fresh) cache.delete(range);
    });
    return promise;
  }

  return {
    answer,
    changed() {
      version += 1;
    },
    async pageData() {
      const { id, response, builtAt } = await answer(HISTORY_DEFAULT_RANGE);
      return { id, data: { good: { body: response, receivedAt: builtAt } } };
    },
  };
}
