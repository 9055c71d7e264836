import { openPostgresStore } from './postgresStore';
import { openSqliteStore } from './sqliteStore';
import type { HistoryStore } from './store';

/**
 * The history's store as the settings ask (docs/requirements.md §13.1): Postgres when
 * DATABASE_URL is set, else the SQLite file under DATA_DIR.
 */
export function openHistoryStore({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }): HistoryStore {
  return databaseUrl ? openPostgresStore(databaseUrl) : openSqliteStore(dataDir);
}

/** Where the history lives, for the start-up log line (never the URL: it may hold a password). */
export function describeStore(store: HistoryStore, dataDir: string): string {
  return store.kind === 'postgres' ? 'postgres (DATABASE_URL)' : `sqlite (${dataDir})`;
}
