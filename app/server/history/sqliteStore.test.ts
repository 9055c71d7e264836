// @vitest-environment node
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HISTORY_SQLITE_FILE } from '../limits';
import { openSqliteStore } from './sqliteStore';
import { describeHistoryStore, sampleAt, T0 } from './storeContract';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-history-'));
  dirs.push(dir);
  return dir;
};

describeHistoryStore('SQLite', () => {
  const dir = tempDir();
  return { open: async () => openSqliteStore(dir), reopen: async () => openSqliteStore(dir) };
});

describe('the SQLite store (docs/requirements.md §13.1)', () => {
  it('makes DATA_DIR when missing, and writes one file in WAL mode', async () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const store = openSqliteStore(dir);
    await store.addSample(sampleAt(T0));
    expect(existsSync(path.join(dir, HISTORY_SQLITE_FILE))).toBe(true);
    await store.close();
    const db = new Database(path.join(dir, HISTORY_SQLITE_FILE), { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('a DATA_DIR that cannot be made throws at open', () => {
    const file = path.join(tempDir(), 'a-file');
    openSqliteStore(file).close();
    expect(() => openSqliteStore(path.join(file, HISTORY_SQLITE_FILE, 'below'))).toThrow();
  });

  it('opens a file made before descriptions and hashes were kept, and keeps its activities', async () => {
    const dir = tempDir();
    const old = new Database(path.join(dir, HISTORY_SQLITE_FILE));
    old.exec(`CREATE TABLE history_activities (id TEXT PRIMARY KEY, type TEXT NOT NULL, title TEXT NOT NULL, at INTEGER NOT NULL);
      INSERT INTO history_activities VALUES ('b0', 'burn', 'old burn', ${T0});`);
    old.close();
    const store = openSqliteStore(dir);
    await store.addActivities([{ id: 'b1', type: 'burn', title: 'new', at: T0 + 1, description: 'd' }]);
    expect(await store.recentActivities(5)).toEqual([
      { id: 'b1', type: 'burn', title: 'new', at: T0 + 1, description: 'd' },
      { id: 'b0', type: 'burn', title: 'old burn', at: T0, description: '' },
    ]);
    await store.close();
  });
});
