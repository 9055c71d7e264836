import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { HISTORY_COARSE_BUCKET_MS, HISTORY_FINE_BUCKET_MS, HISTORY_SQLITE_FILE } from '../limits';
import { retentionCutoffs } from './retention';
import {
  sampleSlot,
  slotsPerBucket,
  type HistoryActivity,
  type HistorySample,
  type HistoryStore,
  type RecordedActivity,
} from './store';

/** The schema; `slot` is the sampling slot (store.ts sampleSlot), the row id of its table. */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS history_samples (
    slot INTEGER PRIMARY KEY,
    at INTEGER NOT NULL,
    current_balance REAL NOT NULL,
    total_generated REAL NOT NULL,
    burn_pool_total REAL NOT NULL,
    tokens_burned REAL
  );
  CREATE TABLE IF NOT EXISTS history_activities (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    title TEXT NOT NULL,
    at INTEGER NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    tx_hash TEXT
  );
  CREATE INDEX IF NOT EXISTS history_burns ON history_activities (at) WHERE type = 'burn';
`;
/** After the columns a file made by an older server lacks are added (addMissingColumns). */
const INDEXES = `CREATE INDEX IF NOT EXISTS history_activities_at ON history_activities (at);`;

/** Columns added after the first release: an older file gets them, empty, when opened. */
const ADDED_COLUMNS = [
  ['description', `TEXT NOT NULL DEFAULT ''`],
  ['tx_hash', 'TEXT'],
] as const;

interface ActivityRow {
  id: string;
  type: string;
  title: string;
  at: number;
  description: string;
  tx_hash: string | null;
}

const activityFromRow = ({ tx_hash, ...row }: ActivityRow): RecordedActivity =>
  tx_hash === null ? row : { ...row, txHash: tx_hash };

interface SampleRow {
  at: number;
  current_balance: number;
  total_generated: number;
  burn_pool_total: number;
  tokens_burned: number | null;
}

const fromRow = (row: SampleRow): HistorySample => ({
  at: row.at,
  currentBalance: row.current_balance,
  totalGenerated: row.total_generated,
  burnPoolTotal: row.burn_pool_total,
  tokensBurned: row.tokens_burned,
});

/**
 * The default store (docs/requirements.md §13.1): one SQLite file in the data folder (created when
 * missing), in WAL mode, so a crash (`kill -9`) loses at most the transaction being written and a
 * reader never waits for the sampler. better-sqlite3 is synchronous: each call is a few
 * milliseconds at most (the bucketed reads use the slot, the table's row id).
 */
export function openSqliteStore(dataDir: string): HistoryStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, HISTORY_SQLITE_FILE));
  db.pragma('journal_mode = WAL');
  // In WAL mode NORMAL loses no committed data on a process crash (only on a power loss, the
  // last transactions); FULL would add an fsync per sample for nothing a kill -9 takes.
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  const columns = new Set(
    (db.pragma('table_info(history_activities)') as Array<{ name: string }>).map((column) => column.name),
  );
  for (const [name, type] of ADDED_COLUMNS)
    if (!columns.has(name)) db.exec(`ALTER TABLE history_activities ADD COLUMN ${name} ${type}`);
  db.exec(INDEXES);

  const insertSample = db.prepare(
    `INSERT INTO history_samples (slot, at, current_balance, total_generated, burn_pool_total, tokens_burned)
     VALUES (@slot, @at, @currentBalance, @totalGenerated, @burnPoolTotal, @tokensBurned)
     ON CONFLICT (slot) DO NOTHING`,
  );
  const insertActivity = db.prepare(
    `INSERT INTO history_activities (id, type, title, at, description, tx_hash)
     VALUES (@id, @type, @title, @at, @description, @txHash) ON CONFLICT (id) DO NOTHING`,
  );
  const ACTIVITY_COLUMNS = 'id, type, title, at, description, tx_hash';
  const selectRecent = db.prepare<[number], ActivityRow>(
    `SELECT ${ACTIVITY_COLUMNS} FROM history_activities ORDER BY at DESC, id DESC LIMIT ?`,
  );
  const selectActivity = db.prepare<[string], ActivityRow>(
    `SELECT ${ACTIVITY_COLUMNS} FROM history_activities WHERE id = ?`,
  );
  const selectPoints = db.prepare<[number, number, number, number, number], SampleRow>(
    `SELECT at, current_balance, total_generated, burn_pool_total, tokens_burned FROM history_samples
     WHERE slot IN (
       SELECT MAX(slot) FROM history_samples WHERE slot BETWEEN ? AND ? AND at > ? AND at <= ? GROUP BY slot / CAST(? AS INTEGER)
     )
     ORDER BY slot`,
  );
  const selectBurns = db.prepare<[number, number], { at: number; title: string }>(
    `SELECT at, title FROM history_activities WHERE type = 'burn' AND at > ? AND at <= ? ORDER BY at, id`,
  );
  const selectFirst = db.prepare<[], { at: number }>('SELECT at FROM history_samples ORDER BY slot LIMIT 1');
  // Keep the last sample of each bucket in the slots [from, to): delete the others. By slot, the
  // table's row id: a run reads the thinned window only, never the whole table.
  const thin = db.prepare<[number, number, number, number, number]>(
    `DELETE FROM history_samples WHERE slot >= ? AND slot < ? AND slot NOT IN (
       SELECT MAX(slot) FROM history_samples WHERE slot >= ? AND slot < ? GROUP BY slot / CAST(? AS INTEGER)
     )`,
  );
  const dropActivities = db.prepare<[number]>(`DELETE FROM history_activities WHERE type <> 'burn' AND at < ?`);

  const addSamples = db.transaction((samples: HistorySample[]) => {
    let added = 0;
    for (const s of samples) added += insertSample.run({ ...s, slot: sampleSlot(s.at) }).changes;
    return added;
  });
  const addActivities = db.transaction((activities: HistoryActivity[]) => {
    let added = 0;
    for (const a of activities)
      added += insertActivity.run({ ...a, description: a.description ?? '', txHash: a.txHash ?? null }).changes;
    return added;
  });
  const prune = db.transaction((rawCutoff: number, fineCutoff: number) => {
    // The cutoffs are whole buckets, so whole slots.
    const [raw, fine] = [sampleSlot(rawCutoff), sampleSlot(fineCutoff)];
    const thinned = thin.run(fine, raw, fine, raw, slotsPerBucket(HISTORY_FINE_BUCKET_MS));
    const coarse = thin.run(0, fine, 0, fine, slotsPerBucket(HISTORY_COARSE_BUCKET_MS));
    const activities = dropActivities.run(rawCutoff);
    return { samples: thinned.changes + coarse.changes, activities: activities.changes };
  });

  let open = true;
  return {
    kind: 'sqlite',
    ready: () => Promise.resolve(),
    addSample: async (sample) => insertSample.run({ ...sample, slot: sampleSlot(sample.at) }).changes === 1,
    addSamples: async (samples) => addSamples(samples),
    addActivities: async (activities) => addActivities(activities),
    points: async (from, to, bucketMs) =>
      selectPoints.all(sampleSlot(from), sampleSlot(to), from, to, slotsPerBucket(bucketMs)).map(fromRow),
    burns: async (from, to) => selectBurns.all(from, to),
    recentActivities: async (limit) => selectRecent.all(limit).map(activityFromRow),
    activity: async (id) => {
      const row = selectActivity.get(id);
      return row ? activityFromRow(row) : null;
    },
    firstSampleAt: async () => selectFirst.get()?.at ?? null,
    prune: async (now, policy) => {
      const { rawCutoff, fineCutoff } = retentionCutoffs(now, policy);
      return prune(rawCutoff, fineCutoff);
    },
    close: async () => {
      if (!open) return;
      open = false;
      db.close();
    },
  };
}
