import { openPostgresStore } from './postgresStore';
import { openSqliteStore } from './sqliteStore';
import { envName, type ServerConfig } from '../config';
import type { HistoryStore } from './store';

type StoreSettings = Pick<ServerConfig, 'dataDir' | 'databaseUrl'>;

/**
 * The history's store as the settings ask (docs/requirements.md §13.1): Postgres when a database
 * URL is set, else the SQLite file in the data folder.
 */
export function openHistoryStore({ dataDir, databaseUrl }: StoreSettings): HistoryStore {
  return databaseUrl ? openPostgresStore(databaseUrl) : openSqliteStore(dataDir);
}

/** Where the history lives, for the start-up log line (never the URL: it may hold a password). */
export function describeStore(store: HistoryStore, { dataDir }: StoreSettings): string {
  return store.kind === 'postgres' ? `postgres (${envName('databaseUrl')})` : `sqlite (${dataDir})`;
}
