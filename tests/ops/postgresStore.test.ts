import { openPostgresStore } from '../../app/server/history/postgresStore';
import { describeHistoryStore } from '../../app/server/history/storeContract';
import { startPostgres, type TestPostgres } from './postgres';

/**
 * docs/requirements.md §13.1: the Postgres store does all the SQLite store does (the same suite,
 * app/server/history/storeContract.ts), against a real Postgres started here.
 */
let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgres();
  return () => postgres.stop();
});

describeHistoryStore('Postgres', () => {
  let url = '';
  return {
    open: async () => {
      url = await postgres.createDatabase();
      const store = openPostgresStore(url);
      await store.ready();
      return store;
    },
    reopen: async () => openPostgresStore(url),
  };
});
