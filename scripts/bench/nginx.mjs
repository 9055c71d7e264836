// nginx for `npm run bench:scale` and for the config test: runs deploy/nginx.conf, the file an
// operator copies, changing only the three values it marks OPERATOR, inside a minimal main
// config of the bench's own (its own prefix, temp folders, pid file and error log; the system's
// nginx.conf is never read).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';
export const SITE_CONFIG = path.resolve('deploy/nginx.conf');

/** Installs Debian's nginx when the binary is missing (the bench runs as root on our machines). */
export function ensureNginx(say = console.log) {
  if (existsSync(NGINX_BIN)) return;
  say(`${NGINX_BIN} is missing: installing Debian's nginx (apt-get update, apt-get install -y nginx)`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'nginx']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
  }
  if (!existsSync(NGINX_BIN)) throw new Error(`apt-get installed nginx, but ${NGINX_BIN} is still missing`);
}

/** The version line of the nginx binary ("nginx/1.22.1"). */
export function nginxVersion() {
  const result = spawnSync(NGINX_BIN, ['-v'], { encoding: 'utf8' });
  return (result.stderr || result.stdout).trim().replace(/^nginx version:\s*/, '');
}

/**
 * deploy/nginx.conf with its OPERATOR values replaced: where the server listens (`upstream`,
 * host:port, or several, comma-separated), where nginx listens for plain HTTP (`listen`) and for
 * HTTPS (`listenTls`, host:port), the certificate and key files, and the cache folder. Each value
 * must be found exactly once, so an edit of the file that moves them fails here rather than
 * silently.
 */
export function renderSiteConfig(text, { upstream, listen, listenTls, certificate, certificateKey, cachePath }) {
  const servers = String(upstream)
    .split(',')
    .map((address, i) => `${i === 0 ? '' : '    server '}${address.trim()};`)
    .join('\n');
  const replacements = [
    [/^(\s*server\s+)127\.0\.0\.1:3000;/m, `$1${servers}`],
    [/^(\s*listen\s+)80;/m, `$1${listen};`],
    [/^(\s*listen\s+)443 ssl http2;/m, `$1${listenTls} ssl http2;`],
    [/^(\s*ssl_certificate\s+)\/etc\/nginx\/tls\/fullchain\.pem;/m, `$1${certificate};`],
    [/^(\s*ssl_certificate_key\s+)\/etc\/nginx\/tls\/privkey\.pem;/m, `$1${certificateKey};`],
    [/^(proxy_cache_path\s+)\/var\/cache\/nginx\/smartburn(\s)/m, `$1${cachePath}$2`],
  ];
  let out = text;
  for (const [pattern, replacement] of replacements) {
    const global = new RegExp(pattern.source, 'gm');
    const count = (out.match(global) ?? []).length;
    if (count !== 1) throw new Error(`deploy/nginx.conf: expected one line matching ${pattern}, found ${count}`);
    out = out.replace(pattern, replacement);
  }
  return out;
}

/**
 * A self-signed certificate for `localhost` and 127.0.0.1 (openssl), for the bench and the tests:
 * { certificate, certificateKey } file paths in `dir`.
 */
export function selfSignedCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const certificate = path.join(dir, 'fullchain.pem');
  const certificateKey = path.join(dir, 'privkey.pem');
  if (!existsSync(certificate)) {
    // ECDSA P-256: a TLS handshake costs both sides a fraction of an RSA-2048 one, which matters
    // when a bench level opens a thousand connections at once.
    const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
    args.push('-days', '2', '-subj', '/CN=localhost');
    args.push('-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', certificateKey, '-out', certificate);
    const result = spawnSync('openssl', args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`openssl could not make a certificate: ${result.stderr}`);
    chmodSync(certificateKey, 0o644);
  }
  return { certificate, certificateKey };
}

/**
 * Writes the bench's main config (one `http` block that includes the rendered site config) into
 * `dir`, with every path nginx writes to inside `dir`, and a self-signed certificate. `listen` is
 * the HTTPS address (host:port); the plain HTTP redirect listens on `listenHttp` (default: the
 * next port). Returns the paths.
 */
export function writeNginxConfig(dir, { upstream, listen, listenHttp, workers = 'auto', accessLog = false }) {
  const paths = {
    dir,
    main: path.join(dir, 'nginx.conf'),
    site: path.join(dir, 'smartburn.conf'),
    pid: path.join(dir, 'nginx.pid'),
    errorLog: path.join(dir, 'error.log'),
    accessLog: accessLog ? path.join(dir, 'access.log') : null,
    cache: path.join(dir, 'cache'),
  };
  const temp = (name) => path.join(dir, 'temp', name);
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  // nginx's workers run as an unprivileged user when the master is root: let them reach dir.
  chmodSync(dir, 0o755);
  const tls = selfSignedCertificate(path.join(dir, 'tls'));
  const [host, port] = listen.split(':');
  writeFileSync(
    paths.site,
    renderSiteConfig(readFileSync(SITE_CONFIG, 'utf8'), {
      upstream,
      listenTls: listen,
      listen: listenHttp ?? `${host}:${Number(port) + 1}`,
      ...tls,
      cachePath: paths.cache,
    }),
  );
  writeFileSync(
    paths.main,
    [
      '# Written by scripts/bench/nginx.mjs for one run; deploy/nginx.conf is the file to copy.',
      'daemon off;',
      `worker_processes ${workers};`,
      'worker_rlimit_nofile 8192;',
      `pid ${paths.pid};`,
      `error_log ${paths.errorLog} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      // With accessLog, one line per request: when it ended (epoch s), nginx's own time for it (s),
      // the cache status, the HTTP status and the path.
      ...(accessLog
        ? [
            "    log_format timing '$msec $request_time $upstream_cache_status $status $uri';",
            `    access_log ${paths.accessLog} timing buffer=256k flush=1s;`,
          ]
        : ['    access_log off;']),
      '    default_type application/octet-stream;',
      `    client_body_temp_path ${temp('client_body')};`,
      `    proxy_temp_path ${temp('proxy')};`,
      `    fastcgi_temp_path ${temp('fastcgi')};`,
      `    uwsgi_temp_path ${temp('uwsgi')};`,
      `    scgi_temp_path ${temp('scgi')};`,
      `    include ${paths.site};`,
      '}',
      '',
    ].join('\n'),
  );
  return paths;
}

const baseArgs = (paths) => ['-p', `${paths.dir}/`, '-e', paths.errorLog, '-c', paths.main];

/** `nginx -t` on the written config: { ok, output }. */
export function testNginxConfig(paths) {
  const result = spawnSync(NGINX_BIN, ['-t', ...baseArgs(paths)], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

/**
 * Starts nginx in the foreground on the written config and waits until `probeUrl` answers.
 * Returns { stop } (graceful SIGQUIT, then SIGTERM and SIGKILL if it lingers).
 */
export async function startNginx(paths, probeUrl, timeoutMs = 10_000) {
  const child = spawn(NGINX_BIN, baseArgs(paths), { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGQUIT');
    const escalate = [setTimeout(() => child.kill('SIGTERM'), 3_000), setTimeout(() => child.kill('SIGKILL'), 6_000)];
    await exited;
    escalate.forEach(clearTimeout);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(paths.errorLog) ? readFileSync(paths.errorLog, 'utf8') : '';
      throw new Error(`nginx exited with ${child.exitCode}:\n${stderr}${log}`);
    }
    const up = await fetch(probeUrl, { signal: AbortSignal.timeout(1_000), redirect: 'manual' }).then(
      (res) => res.status < 500,
      () => false,
    );
    if (up) return { pid: child.pid, stop };
    if (Date.now() > deadline) {
      await stop();
      const log = existsSync(paths.errorLog) ? readFileSync(paths.errorLog, 'utf8').slice(-2_000) : '';
      throw new Error(`nginx did not answer ${probeUrl} within ${timeoutMs / 1000} s:\n${stderr}${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
