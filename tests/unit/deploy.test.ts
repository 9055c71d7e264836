// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_CONFIG } from '../../app/server/config';

/**
 * docs/requirements.md §12.1: the image an operator builds. `npm run lint` checks the syntax of
 * the Dockerfile and docker-compose.yml (scripts/lint-deploy.mjs); this checks our own rules,
 * which no linter knows.
 */
const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The Dockerfile's instructions, continuation lines joined, comments dropped, split in stages. */
function stages(dockerfile: string) {
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
  const result: Array<{ name: string; instructions: typeof instructions }> = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM')
      result.push({ name: /\bAS\s+(\S+)/i.exec(instruction.args)?.[1] ?? '', instructions: [] });
    else result.at(-1)?.instructions.push(instruction);
  }
  return result;
}

describe('Dockerfile', () => {
  const [build, run, ...more] = stages(read('Dockerfile'));
  const args = (stage: typeof build, keyword: string) =>
    (stage?.instructions ?? []).filter((i) => i.keyword === keyword).map((i) => i.args);

  it('has a build stage that builds the app and the server and prunes to production dependencies', () => {
    expect(more).toEqual([]);
    expect(build?.name).toBe('build');
    const commands = args(build, 'RUN').join(' && ');
    for (const step of ['npm install', 'npm run build:app', 'npm run build:server', 'npm prune --omit=dev'])
      expect(commands).toContain(step);
    // The ops step of npm test runs the same steps outside a container.
    const ops = read('scripts/test-ops.mjs');
    for (const step of ["'build:app'", "'build:server'", "'prune', '--omit=dev'"]) expect(ops).toContain(step);
  });

  it('runs the built server from the pruned install only, as a non-root user, under an init process, with a health check', () => {
    expect(run?.name).toBe('run');
    const copies = args(run, 'COPY');
    expect(copies.every((c) => c.startsWith('--from=build '))).toBe(true);
    for (const folder of ['node_modules', 'dist-app', 'dist-server'])
      expect(copies.some((c) => c.endsWith(`/app/${folder} ./${folder}`))).toBe(true);
    expect(args(run, 'USER')).toEqual(['node']);
    expect(args(run, 'ENV').join(' ')).toMatch(/\bHOST=0\.0\.0\.0\b/);
    expect(args(run, 'ENTRYPOINT')).toEqual(['["/usr/bin/tini", "--"]']);
    expect(args(run, 'CMD')).toEqual(['["node", "dist-server/server.mjs"]']);
    expect(args(run, 'HEALTHCHECK').join(' ')).toMatch(/\/readyz/);
    // The USER comes before the process starts: nothing after it runs as root.
    const keywords = run?.instructions.map((i) => i.keyword) ?? [];
    expect(keywords.indexOf('USER')).toBeLessThan(keywords.indexOf('CMD'));
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml')) as {
    services: Record<string, Record<string, unknown>>;
  };

  it('puts the server behind nginx with deploy/nginx.conf and its certificates', () => {
    const edge = compose.services.edge as { volumes: string[]; network_mode: string; image: string };
    expect(edge.image).toMatch(/^nginx:/);
    expect(edge.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(edge.volumes.some((v) => v.startsWith('./deploy/tls:'))).toBe(true);
    // deploy/nginx.conf reaches the server at 127.0.0.1:3000, as written.
    expect(edge.network_mode).toBe('service:server');
    expect(read('deploy/nginx.conf')).toMatch(/^\s*server 127\.0\.0\.1:3000;/m);
  });

  it('gives the server time to drain before Docker kills it', () => {
    const grace = String(compose.services.server?.stop_grace_period);
    expect(Number(/^(\d+)s$/.exec(grace)?.[1]) * 1000).toBeGreaterThan(
      DEFAULT_CONFIG.drainDelayMs + DEFAULT_CONFIG.shutdownTimeoutMs,
    );
  });
});
