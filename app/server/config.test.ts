// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CONFIG, ENV_NAMES, readConfig, SETTINGS } from './config';

/** docs/requirements.md §12.1: every setting is checked at start, one line per bad variable. */
const dist = mkdtempSync(path.join(tmpdir(), 'sb-config-'));
mkdirSync(dist, { recursive: true });
writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');
const base = { DIST_DIR: dist };

describe('readConfig', () => {
  it('defaults every setting, and reads an empty value as unset (PORT="" is port 3000, not a random one)', () => {
    const result = readConfig({ ...base, PORT: '', API_CACHE: '', MOCK_SCENARIO: '' });
    expect(result).toEqual({
      ok: true,
      config: {
        port: 3000,
        host: '127.0.0.1',
        distDir: dist,
        apiOrigin: undefined,
        apiCache: 'shared',
        mockScenario: 'live',
        mockSeed: 1,
        publicUrl: undefined,
        logLevel: 'info',
        accessLog: true,
        metrics: true,
        metricsPort: undefined,
        trustedProxies: ['loopback'],
        theme: 'dark',
        dataDir: './data',
        databaseUrl: undefined,
        historyKeepRawHours: 48,
        historyKeepFineDays: 90,
        upstreamTimeoutMs: 10_000,
        upstreamRetryBaseMs: 1_000,
        upstreamRetryMaxMs: 30_000,
        firstHtmlBudgetMs: 300,
        maxRequestBodyBytes: 65_536,
        drainDelayMs: 5_000,
        shutdownTimeoutMs: 15_000,
        keepAliveTimeoutMs: 65_000,
        embedOrigins: ['*'],
      },
    });
  });

  it('reads EXPLORER_TX_URL, an https template with {txHash}, and stops at anything else in one line', () => {
    const good = readConfig({ ...base, EXPLORER_TX_URL: 'https://etherscan.io/tx/{txHash}' });
    expect(good.ok && good.config.explorerTxUrl).toBe('https://etherscan.io/tx/{txHash}');
    for (const bad of [
      'http://etherscan.io/tx/{txHash}',
      'https://etherscan.io/tx/',
      'javascript:alert(1)//{txHash}',
      '/tx/{txHash}',
      'https://user:pw@etherscan.io/tx/{txHash}',
    ]) {
      const result = readConfig({ ...base, EXPLORER_TX_URL: bad });
      expect(result.ok ? [] : result.errors).toEqual([
        expect.stringMatching(/^EXPLORER_TX_URL=".*" is not valid: expected an https:\/\/ URL with \{txHash\}/),
      ]);
    }
  });

  it('reads EMBED_ORIGINS: "*" or a list of origins, nothing else', () => {
    const list = readConfig({ ...base, EMBED_ORIGINS: 'https://blog.example, http://localhost:4801/' });
    expect(list.ok && list.config.embedOrigins).toEqual(['https://blog.example', 'http://localhost:4801']);
    for (const bad of ['https://blog.example/path', "'self'", '*,https://a.example', 'blog.example', ',']) {
      const result = readConfig({ ...base, EMBED_ORIGINS: bad });
      expect(result.ok ? [] : result.errors.map((e) => e.split('=')[0])).toEqual(['EMBED_ORIGINS']);
    }
  });

  it('reads the history settings (docs/requirements.md §13.1)', () => {
    const result = readConfig({
      ...base,
      DATA_DIR: '/var/lib/smartburn',
      DATABASE_URL: 'postgres://smartburn:secret@db:5432/smartburn',
      HISTORY_KEEP_RAW_HOURS: '24',
      HISTORY_KEEP_FINE_DAYS: '30',
    });
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.config).toMatchObject({
      dataDir: '/var/lib/smartburn',
      databaseUrl: 'postgres://smartburn:secret@db:5432/smartburn',
      historyKeepRawHours: 24,
      historyKeepFineDays: 30,
    });
  });

  it('never repeats a bad DATABASE_URL, which may hold a password', () => {
    const result = readConfig({ ...base, DATABASE_URL: 'mysql://user:hunter2@db/x' });
    expect(result).toEqual({
      ok: false,
      errors: [
        expect.stringMatching(/^DATABASE_URL=\(hidden\) is not valid: expected a postgres:\/\/ or postgresql:\/\/ URL/),
      ],
    });
    expect(JSON.stringify(result)).not.toContain('hunter2');
  });

  it('reads good values', () => {
    const result = readConfig({
      ...base,
      PORT: '8080',
      HOST: '0.0.0.0',
      API_ORIGIN: 'http://backend:8080',
      API_CACHE: 'off',
      MOCK_SEED: '42',
      PUBLIC_URL: 'https://pool.example/',
      LOG_LEVEL: 'warn',
      ACCESS_LOG: 'off',
      METRICS: 'on',
      METRICS_PORT: '9464',
      TRUSTED_PROXIES: '10.0.0.0/8, 172.16.0.1,::1',
      UPSTREAM_TIMEOUT_MS: '2500',
      DRAIN_DELAY_MS: '0',
      KEEP_ALIVE_TIMEOUT_MS: '75000',
    });
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      apiOrigin: 'http://backend:8080',
      apiCache: 'off',
      mockSeed: 42,
      publicUrl: 'https://pool.example',
      logLevel: 'warn',
      accessLog: false,
      metricsPort: 9464,
      trustedProxies: ['10.0.0.0/8', '172.16.0.1', '::1'],
      upstreamTimeoutMs: 2500,
      drainDelayMs: 0,
      keepAliveTimeoutMs: 75_000,
      upstreamRetryBaseMs: DEFAULT_CONFIG.upstreamRetryBaseMs,
    });
  });

  it.each([
    ['PORT', 'abc', /^PORT="abc" is not valid: expected a port number from 1 to 65535\.$/],
    ['PORT', '70000', /^PORT="70000" is not valid/],
    ['MOCK_SEED', 'abc', /^MOCK_SEED="abc" is not valid: expected a whole number/],
    [
      'API_ORIGIN',
      'backend:8080',
      /^API_ORIGIN="backend:8080" is not valid: expected an absolute http:\/\/ or https:\/\/ URL/,
    ],
    ['API_CACHE', 'sometimes', /^API_CACHE="sometimes" is not valid: expected "shared"/],
    ['MOCK_SCENARIO', 'nope', /^MOCK_SCENARIO="nope" is not valid: expected one of: live, populated/],
    ['PUBLIC_URL', 'ftp://x', /^PUBLIC_URL="ftp:\/\/x" is not valid/],
    [
      'LOG_LEVEL',
      'loud',
      /^LOG_LEVEL="loud" is not valid: expected one of: fatal, error, warn, info, debug, trace, silent\.$/,
    ],
    ['ACCESS_LOG', 'maybe', /^ACCESS_LOG="maybe" is not valid: expected "on" or "off"\.$/],
    ['METRICS', 'yes please', /^METRICS="yes please" is not valid/],
    ['METRICS_PORT', '3000', /^METRICS_PORT="3000" is not valid: expected a port other than PORT\.$/],
    ['TRUSTED_PROXIES', '10.0.0.0/33', /^TRUSTED_PROXIES="10.0.0.0\/33" is not valid/],
    ['UPSTREAM_TIMEOUT_MS', '10s', /^UPSTREAM_TIMEOUT_MS="10s" is not valid: expected a whole number of milliseconds/],
    [
      'UPSTREAM_RETRY_MAX_MS',
      '200',
      /^UPSTREAM_RETRY_MAX_MS="200" is not valid: expected at least UPSTREAM_RETRY_BASE_MS/,
    ],
    ['DRAIN_DELAY_MS', '-1', /^DRAIN_DELAY_MS="-1" is not valid/],
    ['HISTORY_KEEP_RAW_HOURS', '0', /^HISTORY_KEEP_RAW_HOURS="0" is not valid: expected a whole number of hours/],
    [
      'HISTORY_KEEP_FINE_DAYS',
      '1',
      /^HISTORY_KEEP_FINE_DAYS="1" is not valid: expected at least HISTORY_KEEP_RAW_HOURS/,
    ],
    ['KEEP_ALIVE_TIMEOUT_MS', '1.5', /^KEEP_ALIVE_TIMEOUT_MS="1.5" is not valid/],
    [
      'DIST_DIR',
      '/no/such/folder',
      /^DIST_DIR="\/no\/such\/folder" is not valid: expected the folder of the built app/,
    ],
  ])('%s=%s: one line naming the variable, its value and what it expects', (name, value, line) => {
    const result = readConfig({ ...base, [name]: value });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(line);
  });

  it('names every bad variable at once', () => {
    const result = readConfig({ ...base, PORT: 'x', LOG_LEVEL: 'y' });
    expect(result.ok ? [] : result.errors.map((e) => e.split('=')[0])).toEqual(['PORT', 'LOG_LEVEL']);
  });

  it('takes every theme and system, and normalises PUBLIC_URL (no trailing slash, host lower-case)', () => {
    for (const theme of ['dark', 'light', 'high-contrast', 'system'])
      expect(readConfig({ ...base, THEME: theme })).toMatchObject({ ok: true, config: { theme } });
    const url = (value: string) => {
      const result = readConfig({ ...base, PUBLIC_URL: value });
      return result.ok ? result.config.publicUrl : result.errors;
    };
    expect(url('https://pool.example/')).toBe('https://pool.example');
    expect(url('https://Example.com:8443/pool/')).toBe('https://example.com:8443/pool');
    expect(url('http://127.0.0.1:4550')).toBe('http://127.0.0.1:4550');
    for (const bad of [
      'pool.example',
      '/pool',
      'ftp://pool.example',
      'javascript:alert(1)',
      'https://user:pw@pool.example',
      'https://x/?a=1',
      'https://x/#top',
    ])
      expect(url(bad)).toEqual([expect.stringMatching(/^PUBLIC_URL=".*" is not valid: expected an absolute http/)]);
  });

  it('names each setting after its variable: the key is the variable in camelCase', () => {
    for (const [key, { env }] of Object.entries(SETTINGS))
      expect(key).toBe(env.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase()));
  });

  it('parses every default, so DEFAULT_CONFIG holds each setting that has one', () => {
    for (const [key, setting] of Object.entries(SETTINGS))
      expect(DEFAULT_CONFIG[key as keyof typeof DEFAULT_CONFIG] !== undefined).toBe('default' in setting);
  });

  it('is the only server code that names a variable: the rest reads the config object', () => {
    const appDir = path.resolve(__dirname, '..');
    // The dev server's own port and host (Vite's, not this server's), and the files about the settings.
    const exempt = new Set(['vite.config.ts', 'server/config.ts', 'server/settingsTable.ts']);
    const pattern = new RegExp(`\\b(${ENV_NAMES.join('|')})\\b`);
    const naming = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !exempt.has(file))
      .flatMap((file) =>
        readFileSync(path.join(appDir, file), 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `app/${file}:${i + 1}`, match: pattern.exec(line)?.[1] }))
          .filter(({ match }) => match !== undefined)
          .map(({ where, match }) => `${where} names ${match}`),
      );
    expect(naming).toEqual([]);
  });
});
