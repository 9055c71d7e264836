import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../e2e/support/servers';

/** Debian's `postgresql` package (.ci/run installs it when missing): the newest major version's programs. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest || !existsSync(path.join(root, newest, 'bin/initdb')))
    throw new Error("Postgres is not installed: apt-get install postgresql (Debian's package; .ci/run does it)");
  return path.join(root, newest, 'bin');
}

export interface TestPostgres {
  /** A new, empty database on this server; its postgres:// URL. */
  createDatabase(): Promise<string>;
  /** Stops the server (immediate shutdown) and removes its folder. */
  stop(): void;
}

/**
 * A real Postgres of the test's own (docs/requirements.md §13.1): a cluster in a temporary folder,
 * listening on 127.0.0.1 only on a free port (E2E_PORT_RANGE applies), trust authentication,
 * no fsync (a test cluster). Postgres refuses to run as root: as root, the cluster belongs to
 * the `postgres` user the package creates, and its programs run as that user (runuser).
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-postgres-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, program), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let databases = 0;
  return {
    async createDatabase() {
      const name = `history_${++databases}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
