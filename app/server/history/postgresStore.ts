import pg from 'pg';
import { HISTORY_COARSE_BUCKET_MS, HISTORY_FINE_BUCKET_MS } from '../limits';
import { retentionCutoffs } from './retention';
import {
  sampleSlot,
  slotsPerBucket,
  type HistoryActivity,
  type HistorySample,
  type HistoryStore,
  type RecordedActivity,
} from './store';

/** Taken while the schema is created, so two servers starting together do not race on it. */
const SCHEMA_LOCK = 26_013_001;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS history_samples (
    slot BIGINT PRIMARY KEY,
    at BIGINT NOT NULL,
    current_balance DOUBLE PRECISION NOT NULL,
    total_generated DOUBLE PRECISION NOT NULL,
    burn_pool_total DOUBLE PRECISION NOT NULL,
    tokens_burned DOUBLE PRECISION
  );
  CREATE TABLE IF NOT EXISTS history_activities (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    title TEXT NOT NULL,
    at BIGINT NOT NULL
  );
  ALTER TABLE history_activities ADD COLUMN IF NOT EXISTS description TEXT NOT NULL DEFAULT '';
  ALTER TABLE history_activities ADD COLUMN IF NOT EXISTS tx_hash TEXT;
  CREATE INDEX IF NOT EXISTS history_burns ON history_activities (at) WHERE type = 'burn';
  CREATE INDEX IF NOT EXISTS history_activities_at ON history_activities (at);
`;

interface ActivityRow {
  id: string;
  type: string;
  title: string;
  at: string;
  description: string;
  tx_hash: string | null;
}

const ACTIVITY_COLUMNS = 'id, type, title, at, description, tx_hash';
const activityFromRow = ({ at, tx_hash, ...row }: ActivityRow): RecordedActivity =>
  tx_hash === null ? { ...row, at: Number(at) } : { ...row, at: Number(at), txHash: tx_hash };

/** Rows per INSERT of a batch (7 parameters each, well under Postgres' 65,535). */
const BATCH_ROWS = 500;

interface SampleRow {
  at: string;
  current_balance: number;
  total_generated: number;
  burn_pool_total: number;
  tokens_burned: number | null;
}

/**
 * The shared store (docs/requirements.md §13.1): Postgres at the database URL setting, for several server
 * instances with one history. Every instance samples; the slot key and ON CONFLICT DO NOTHING
 * keep one sample per slot and one row per activity, whoever wrote first.
 */
export function openPostgresStore(
  connectionString: string,
  pool = new pg.Pool({ connectionString, max: 4 }),
): HistoryStore {
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  async function createSchema() {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      await client.query(SCHEMA);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  // Every call waits for the schema; while the database cannot be reached, each call tries again.
  let init: Promise<void> | undefined;
  const ready = () =>
    (init ??= createSchema().catch((error: unknown) => {
      init = undefined;
      throw error;
    }));
  const query = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    await ready();
    return pool.query<R>(text, values);
  };

  async function insertSamples(samples: HistorySample[]): Promise<number> {
    let added = 0;
    for (let i = 0; i < samples.length; i += BATCH_ROWS) {
      const batch = samples.slice(i, i + BATCH_ROWS);
      const values = batch.flatMap((s) => [
        sampleSlot(s.at),
        s.at,
        s.currentBalance,
        s.totalGenerated,
        s.burnPoolTotal,
        s.tokensBurned,
      ]);
      const rows = batch.map((_, r) => `(${[1, 2, 3, 4, 5, 6].map((c) => `$${r * 6 + c}`).join(', ')})`);
      const result = await query(
        `INSERT INTO history_samples (slot, at, current_balance, total_generated, burn_pool_total, tokens_burned)
         VALUES ${rows.join(', ')} ON CONFLICT (slot) DO NOTHING`,
        values,
      );
      added += result.rowCount ?? 0;
    }
    return added;
  }

  async function insertActivities(activities: HistoryActivity[]): Promise<number> {
    let added = 0;
    for (let i = 0; i < activities.length; i += BATCH_ROWS) {
      const batch = activities.slice(i, i + BATCH_ROWS);
      const values = batch.flatMap((a) => [a.id, a.type, a.title, a.at, a.description ?? '', a.txHash ?? null]);
      const rows = batch.map((_, r) => `(${[1, 2, 3, 4, 5, 6].map((c) => `$${r * 6 + c}`).join(', ')})`);
      const result = await query(
        `INSERT INTO history_activities (${ACTIVITY_COLUMNS}) VALUES ${rows.join(', ')} ON CONFLICT (id) DO NOTHING`,
        values,
      );
      added += result.rowCount ?? 0;
    }
    return added;
  }

  const thin = (from: number, to: number, slots: number) =>
    query(
      `DELETE FROM history_samples WHERE slot >= $1 AND slot < $2 AND slot NOT IN (
         SELECT MAX(slot) FROM history_samples WHERE slot >= $1 AND slot < $2 GROUP BY slot / $3::bigint
       )`,
      [from, to, slots],
    );

  let closed = false;
  return {
    kind: 'postgres',
    ready,
    addSample: async (sample) => (await insertSamples([sample])) === 1,
    addSamples: insertSamples,
    addActivities: insertActivities,
    async points(from, to, bucketMs) {
      const { rows } = await query<SampleRow>(
        `SELECT at, current_balance, total_generated, burn_pool_total, tokens_burned FROM history_samples
         WHERE slot IN (
           SELECT MAX(slot) FROM history_samples
           WHERE slot BETWEEN $1 AND $2 AND at > $3 AND at <= $4 GROUP BY slot / $5::bigint
         )
         ORDER BY slot`,
        [sampleSlot(from), sampleSlot(to), from, to, slotsPerBucket(bucketMs)],
      );
      return rows.map((row) => ({
        at: Number(row.at),
        currentBalance: row.current_balance,
        totalGenerated: row.total_generated,
        burnPoolTotal: row.burn_pool_total,
        tokensBurned: row.tokens_burned,
      }));
    },
    async burns(from, to) {
      const { rows } = await query<{ at: string; title: string }>(
        `SELECT at, title FROM history_activities WHERE type = 'burn' AND at > $1 AND at <= $2 ORDER BY at, id`,
        [from, to],
      );
      return rows.map((row) => ({ at: Number(row.at), title: row.title }));
    },
    async recentActivities(limit) {
      const { rows } = await query<ActivityRow>(
        `SELECT ${ACTIVITY_COLUMNS} FROM history_activities ORDER BY at DESC, id DESC LIMIT $1`,
        [limit],
      );
      return rows.map(activityFromRow);
    },
    async activity(id) {
      const { rows } = await query<ActivityRow>(`SELECT ${ACTIVITY_COLUMNS} FROM history_activities WHERE id = $1`, [
        id,
      ]);
      return rows[0] ? activityFromRow(rows[0]) : null;
    },
    async firstSampleAt() {
      const { rows } = await query<{ at: string }>('SELECT at FROM history_samples ORDER BY slot LIMIT 1');
      return rows[0] ? Number(rows[0].at) : null;
    },
    async prune(now, policy) {
      const { rawCutoff, fineCutoff } = retentionCutoffs(now, policy);
      // The cutoffs are whole buckets, so whole slots: the primary key's range, not a table scan.
      const [raw, fine] = [sampleSlot(rawCutoff), sampleSlot(fineCutoff)];
      const thinned = await thin(fine, raw, slotsPerBucket(HISTORY_FINE_BUCKET_MS));
      const coarse = await thin(0, fine, slotsPerBucket(HISTORY_COARSE_BUCKET_MS));
      const activities = await query(`DELETE FROM history_activities WHERE type <> 'burn' AND at < $1`, [rawCutoff]);
      return { samples: (thinned.rowCount ?? 0) + (coarse.rowCount ?? 0), activities: activities.rowCount ?? 0 };
    },
    async close() {
      if (closed) return;
      closed = true;
      await init?.catch(() => undefined);
      await pool.end();
    },
  };
}
