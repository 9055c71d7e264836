/**
 * Every setting of the server, declared once (docs/requirements.md §12.1): its environment
 * variable, the valibot schema that checks and converts it, its default, and the description the
 * README's settings table is generated from. `readConfig` turns an environment into the typed
 * `ServerConfig`; the rest of the server reads that object and never a variable's name.
 *
 * To add a setting, add one entry to SETTINGS: a camelCase key (the variable's name in camelCase),
 * `env`, `schema` (from a string to the value), `default` as the environment would spell it (or
 * none: the value may be undefined), and `doc`. Then run `npm run settings:readme` to rewrite the
 * README's table; `config.<key>` is typed from the schema. A rule that spans two settings goes in
 * RULES below. For example, an https link template:
 *
 *   explorerTxUrl: {
 *     env: 'EXPLORER_TX_URL',
 *     schema: v.pipe(v.string(), v.startsWith('https://', 'an https:// URL'), v.includes('{txHash}', 'a URL with {txHash}')),
 *     doc: 'links each activity with a hash to its transaction (`https://etherscan.io/tx/{txHash}`)',
 *   },
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { TX_HASH_SLOT, themeNames } from '@smartburn/ui';
import { scenarioNames } from '@smartburn/ui/mocks';
import { LOG_LEVELS } from './log';

const MOCK_SCENARIOS = ['live', ...scenarioNames] as const;
const THEMES = [...themeNames, 'system'] as const;
const URL_PARTS = 'an absolute http:// or https:// URL without credentials, query or fragment';
/** `a`, `b` or `c`, for the README. */
const codeList = (names: readonly string[]) =>
  names
    .map((name) => `\`${name}\``)
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');

const wholeNumber = (min: number, max: number, expects: string) =>
  v.pipe(
    v.string(expects),
    v.regex(/^\d+$/, expects),
    v.transform(Number),
    v.minValue(min, expects),
    v.maxValue(max, expects),
  );
const port = (expects = 'a port number from 1 to 65535') => wholeNumber(1, 65_535, expects);
const millis = (min: number, max: number) =>
  wholeNumber(min, max, `a whole number of milliseconds from ${min} to ${max}`);
const oneOf = <const T extends readonly [string, ...string[]]>(options: T, expects = `one of: ${options.join(', ')}`) =>
  v.picklist(options, expects);
const onOff = (expects = '"on" or "off"') =>
  v.pipe(
    v.picklist(['on', 'off', 'true', 'false', '1', '0'], expects),
    v.transform((value) => value === 'on' || value === 'true' || value === '1'),
  );
/** An http(s) URL with no credentials, query or fragment, returned without its trailing slashes. */
const httpUrl = (expects: string) =>
  v.pipe(
    v.string(expects),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const url = URL.canParse(dataset.value.trim()) ? new URL(dataset.value.trim()) : undefined;
      if (
        !url ||
        (url.protocol !== 'http:' && url.protocol !== 'https:') ||
        url.username ||
        url.password ||
        url.search ||
        url.hash
      ) {
        addIssue({ message: expects });
        return NEVER;
      }
      return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    }),
  );

/** One CIDR block or address (IPv4 or IPv6), or `loopback`. */
export function isProxyEntry(entry: string): boolean {
  if (entry === 'loopback') return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** EXPLORER_TX_URL: https, `{txHash}` in it, and a valid URL once a hash is put in its place. */
export function isExplorerTemplate(value: string): boolean {
  if (!value.includes(TX_HASH_SLOT)) return false;
  const filled = value.replaceAll(TX_HASH_SLOT, `0x${'0'.repeat(64)}`);
  const url = URL.canParse(filled) ? new URL(filled) : undefined;
  return url?.protocol === 'https:' && !url.username && !url.password;
}

const isAnyOrigin = (entries: string[]) => entries.length === 1 && entries[0] === '*';
/** One origin as a site names itself in frame-ancestors: http(s), a host, maybe a port, nothing after. */
function isOrigin(entry: string): boolean {
  const url = URL.canParse(entry) ? new URL(entry) : undefined;
  return (url?.protocol === 'https:' || url?.protocol === 'http:') && url.origin === entry.replace(/\/$/, '');
}

interface Setting {
  env: string;
  schema: v.GenericSchema;
  default?: string;
  /** The README table's "effect" column, in Markdown. */
  doc: string;
  /** Never repeated in an error line (a URL with a password). */
  secret?: true;
}

export const SETTINGS = {
  port: { env: 'PORT', schema: port(), default: '3000', doc: 'the port the server listens on' },
  host: {
    env: 'HOST',
    schema: v.pipe(v.string(), v.regex(/^[\w.:[\]-]+$/, 'a host name or IP address to listen on')),
    default: '127.0.0.1',
    doc: 'the address it listens on (`0.0.0.0` in a container)',
  },
  distDir: {
    env: 'DIST_DIR',
    schema: v.string(),
    default: 'dist-app',
    doc: "the built page's folder (must hold `index.html`), relative to the working directory",
  },
  apiOrigin: {
    env: 'API_ORIGIN',
    schema: httpUrl(`${URL_PARTS} (for example http://backend:8080)`),
    doc: 'ask a real backend for `/api/*` instead of the mocks: an `http://` or `https://` URL, no credentials, query or fragment (`http://backend:8080`; `backend:8080` is refused)',
  },
  apiCache: {
    env: 'API_CACHE',
    schema: oneOf(['shared', 'off'], '"shared" (one snapshot for every visitor) or "off" (per-request pass-through)'),
    default: 'shared',
    doc: "`shared`: **shared snapshot**: the server asks its upstream (mocks or `API_ORIGIN`) for each endpoint at most once per window, single-flight, and answers every visitor from that snapshot with `Cache-Control: public, max-age=<what is left of the window>, stale-while-revalidate=W` (W = a third of the endpoint's poll interval: 10 s / 5 s / 6 s) and a strong `ETag` (`W/`-prefixed when the answer is gzipped, as RFC 9110 allows; `If-None-Match` uses the weak comparison and answers 304); failures pass through with their status and text, cached 1 s. No visitor cookie goes upstream and no upstream `Set-Cookie` comes back: a shared answer must never carry one visitor's session to another. `off`: per-request pass-through with the visitor's cookies, answered `no-store`, for a backend whose answers depend on the visitor. Either way only `/api/dashboard`, `/api/trades` and `/api/activities` exist, and in shared mode the history's `/api/history` and `/api/history.csv` (see \"History\"); anything else under `/api/` is our 404",
  },
  mockScenario: {
    env: 'MOCK_SCENARIO',
    schema: oneOf(MOCK_SCENARIOS),
    default: 'live',
    doc: `without \`API_ORIGIN\`: \`live\` is a seeded simulation whose numbers and feed move; or ${scenarioNames.map((name) => `\`${name}\``).join(', ')}`,
  },
  mockSeed: {
    env: 'MOCK_SEED',
    schema: wholeNumber(0, 4_294_967_295, 'a whole number from 0 to 4294967295'),
    default: '1',
    doc: 'seed of the live simulation (0 to 4294967295)',
  },
  publicUrl: {
    env: 'PUBLIC_URL',
    schema: httpUrl(`${URL_PARTS} (for example https://pool.example)`),
    doc: "the address visitors use (`https://pool.example`, may end in a sub-path): the link preview tags of `/` (`og:url`, `og:image`, `twitter:image`, canonical) are absolute URLs under it. Unset: those tags are left out (the card falls back to Twitter's small `summary`, title and description only) and the server warns at start; it never derives them from the request's `Host`, which the client chooses and which a CDN would then cache for everyone. A value that is not an http(s) URL without query, fragment or credentials stops the server at start",
  },
  theme: {
    env: 'THEME',
    schema: oneOf(THEMES),
    default: 'dark',
    doc: `the pages' theme: ${codeList(THEMES)} (docs/requirements.md §8.4)`,
  },
  logLevel: {
    env: 'LOG_LEVEL',
    schema: oneOf(LOG_LEVELS),
    default: 'info',
    doc: codeList(LOG_LEVELS),
  },
  accessLog: {
    env: 'ACCESS_LOG',
    schema: onOff(),
    default: 'on',
    doc: '`off`: no line per request (the probes and `/metrics` never get one)',
  },
  metrics: { env: 'METRICS', schema: onOff(), default: 'on', doc: '`off`: no `/metrics` anywhere' },
  metricsPort: {
    env: 'METRICS_PORT',
    schema: port('a port number from 1 to 65535, other than PORT'),
    doc: 'serve `/metrics` on this port instead (on `HOST`); the main port then answers 404 for it',
  },
  trustedProxies: {
    env: 'TRUSTED_PROXIES',
    schema: v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
      v.check(
        (entries) => entries.every(isProxyEntry),
        'a comma-separated list of IP addresses, CIDR blocks (10.0.0.0/8) or "loopback"',
      ),
    ),
    default: 'loopback',
    doc: "comma-separated addresses or CIDR blocks (`10.0.0.0/8,::1`) of the proxies in front: from them, and only them, `X-Request-Id` becomes the request's id and `X-Forwarded-For` names the visitor in the access log",
  },
  dataDir: {
    env: 'DATA_DIR',
    schema: v.string(),
    default: './data',
    doc: "the folder of the history's SQLite file (`history.sqlite`, with its `-wal` and `-shm` files), created when missing; relative to the working directory. Shared mode only; give a container a volume here",
  },
  databaseUrl: {
    env: 'DATABASE_URL',
    schema: v.pipe(
      v.string(),
      v.check((value) => {
        const url = URL.canParse(value) ? new URL(value) : undefined;
        return (url?.protocol === 'postgres:' || url?.protocol === 'postgresql:') && url.hostname !== '';
      }, 'a postgres:// or postgresql:// URL with a host (for example postgres://smartburn:secret@db:5432/smartburn)'),
    ),
    secret: true,
    doc: '`postgres://user:password@host:5432/db`: keep the history in Postgres instead of SQLite, so several instances share one (each samples; each moment is recorded once). Never repeated in a log or error line',
  },
  historyKeepRawHours: {
    env: 'HISTORY_KEEP_RAW_HOURS',
    schema: wholeNumber(1, 8_760, 'a whole number of hours from 1 to 8760'),
    default: '48',
    doc: 'the history keeps every 30-s sample this long (1 to 8760)',
  },
  historyKeepFineDays: {
    env: 'HISTORY_KEEP_FINE_DAYS',
    schema: wholeNumber(1, 3_650, 'a whole number of days from 1 to 3650'),
    default: '90',
    doc: 'then one sample per 5 minutes this long (at least the raw hours), then one per hour for good',
  },
  upstreamTimeoutMs: {
    env: 'UPSTREAM_TIMEOUT_MS',
    schema: millis(100, 600_000),
    default: '10000',
    doc: 'how long the upstream (backend or mocks) gets before the answer is a 504',
  },
  upstreamRetryBaseMs: {
    env: 'UPSTREAM_RETRY_BASE_MS',
    schema: millis(100, 600_000),
    default: '1000',
    doc: 'after an upstream failure, the snapshot asks again no sooner than this, doubling with each failure in a row; a longer `Retry-After` from the upstream is honoured. Visitors get the stored failure meanwhile (cached 1 s)',
  },
  upstreamRetryMaxMs: {
    env: 'UPSTREAM_RETRY_MAX_MS',
    schema: millis(100, 3_600_000),
    default: '30000',
    doc: 'the longest wait between two asks while failing, `Retry-After` included, so a recovery is seen within it',
  },
  firstHtmlBudgetMs: {
    env: 'FIRST_HTML_BUDGET_MS',
    schema: millis(0, 60_000),
    default: '300',
    doc: 'how long `GET /` waits for due snapshot refreshes before it renders what the snapshot holds',
  },
  maxRequestBodyBytes: {
    env: 'MAX_REQUEST_BODY_BYTES',
    schema: wholeNumber(0, 100 * 1024 * 1024, 'a whole number of bytes from 0 to 104857600'),
    default: '65536',
    doc: 'a larger announced body is a 413 (the page sends none)',
  },
  drainDelayMs: {
    env: 'DRAIN_DELAY_MS',
    schema: millis(0, 600_000),
    default: '5000',
    doc: 'on SIGTERM: how long the server keeps serving (with `/readyz` at 503 and `Connection: close`) before it stops accepting',
  },
  shutdownTimeoutMs: {
    env: 'SHUTDOWN_TIMEOUT_MS',
    schema: millis(0, 600_000),
    default: '15000',
    doc: 'then: how long requests in flight get to finish before their connections are cut (longer than the upstream timeout)',
  },
  keepAliveTimeoutMs: {
    env: 'KEEP_ALIVE_TIMEOUT_MS',
    schema: millis(1_000, 3_600_000),
    default: '65000',
    doc: "idle time of a kept-alive connection; keep it above the proxy's (nginx's upstream `keepalive_timeout`, 60 s in `deploy/nginx.conf`) so the proxy always closes first",
  },
  explorerTxUrl: {
    env: 'EXPLORER_TX_URL',
    schema: v.pipe(
      v.string(),
      v.check(
        isExplorerTemplate,
        'an https:// URL with {txHash} where the hash goes (for example https://etherscan.io/tx/{txHash})',
      ),
    ),
    doc: "a block explorer's transaction page, `https://` with `{txHash}` where the hash goes (`https://etherscan.io/tx/{txHash}`): every activity that carries a valid `txHash` links to it, in the feed on `/`, on its page and in the Atom feed. Unset: no links to the chain. Anything but an `https://` URL with `{txHash}` stops the server at start",
  },
  embedOrigins: {
    env: 'EMBED_ORIGINS',
    schema: v.pipe(
      v.string(),
      v.transform((value) => value.split(/[\s,]+/).filter(Boolean)),
      v.check(
        (entries) => entries.length > 0 && (isAnyOrigin(entries) || entries.every(isOrigin)),
        '"*" (any site) or a comma-separated list of origins (for example https://pool.example,https://blog.example)',
      ),
      v.transform((entries) => entries.map((entry) => entry.replace(/\/$/, ''))),
    ),
    default: '*',
    doc: 'the sites that may put `/embed` in an `<iframe>` (its `frame-ancestors`): `*` for any, or a comma-separated list of origins (`https://blog.example,https://pool.example`). Every other route refuses to be framed whatever this says',
  },
} as const satisfies Record<string, Setting>;

type Settings = typeof SETTINGS;
export type SettingKey = keyof Settings;
type ValueOf<S> = S extends { schema: infer Schema extends v.GenericSchema }
  ? S extends { default: string }
    ? v.InferOutput<Schema>
    : v.InferOutput<Schema> | undefined
  : never;

/** The server's settings, checked and converted: what every part of the server reads. */
export type ServerConfig = { -readonly [K in SettingKey]: ValueOf<Settings[K]> };
export type ApiCacheMode = ServerConfig['apiCache'];

const keys = Object.keys(SETTINGS) as SettingKey[];
const setting = (key: SettingKey): Setting => SETTINGS[key];

/** The variables the server reads, in the order of the README's table. */
export const ENV_NAMES = keys.map((key) => setting(key).env);

/** Each setting's default, converted as if the variable were set to it; unset where there is none. */
export const DEFAULT_CONFIG = Object.fromEntries(
  keys.map((key) => {
    const { schema, default: value } = setting(key);
    return [key, value === undefined ? undefined : v.parse(schema, value)];
  }),
) as ServerConfig;

/** The error line for a setting: the variable, what it holds (unless secret), what it expects. */
const invalid = (key: SettingKey, value: string, expects: string) => {
  const { env, secret } = setting(key);
  return `${env}=${secret ? '(hidden)' : JSON.stringify(value)} is not valid: expected ${expects}.`;
};

/** Checks that span settings or look outside the value; each gives the error line or nothing. */
const RULES: Array<(config: ServerConfig, raw: (key: SettingKey) => string) => string | undefined> = [
  (c, raw) =>
    existsSync(path.join(c.distDir, 'index.html'))
      ? undefined
      : invalid(
          'distDir',
          raw('distDir'),
          'the folder of the built app, with an index.html (npm run build:app writes dist-app)',
        ),
  (c, raw) =>
    c.metricsPort !== undefined && c.metricsPort === c.port
      ? invalid('metricsPort', raw('metricsPort'), `a port other than ${SETTINGS.port.env}`)
      : undefined,
  (c, raw) =>
    c.upstreamRetryMaxMs < c.upstreamRetryBaseMs
      ? invalid(
          'upstreamRetryMaxMs',
          raw('upstreamRetryMaxMs'),
          `at least ${SETTINGS.upstreamRetryBaseMs.env} (${c.upstreamRetryBaseMs})`,
        )
      : undefined,
  (c, raw) =>
    c.historyKeepFineDays * 24 < c.historyKeepRawHours
      ? invalid(
          'historyKeepFineDays',
          raw('historyKeepFineDays'),
          `at least ${SETTINGS.historyKeepRawHours.env} (${c.historyKeepRawHours} h) in days`,
        )
      : undefined,
];

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; errors: string[] };

/** Reads `keys` from `env`: their values, or one error line per bad variable. */
function readSettings<K extends SettingKey>(
  env: Record<string, string | undefined>,
  keys: readonly K[],
): { values: Pick<ServerConfig, K>; errors: string[] } {
  const values: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const key of keys) {
    const value = given(env, key) ?? setting(key).default;
    if (value === undefined) continue;
    const result = v.safeParse(setting(key).schema, value);
    if (result.success) values[key] = result.output;
    else errors.push(invalid(key, value, result.issues[0].message));
  }
  return { values: values as Pick<ServerConfig, K>, errors };
}

/** A variable's value; an empty one counts as unset (as `VAR=` in a compose or env file means). */
const given = (env: Record<string, string | undefined>, key: SettingKey) => {
  const value = env[setting(key).env];
  return value === undefined || value === '' ? undefined : value;
};

/**
 * Reads the server's settings from `env`. Every bad variable gives one line naming it, what it
 * holds and what it expects; there is no partial configuration.
 */
export function readConfig(env: Record<string, string | undefined>): ConfigResult {
  const { values: config, errors } = readSettings(env, keys);
  if (errors.length) return { ok: false, errors };
  const raw = (key: SettingKey) => given(env, key) ?? setting(key).default ?? '';
  const broken = RULES.map((rule) => rule(config, raw)).filter((line) => line !== undefined);
  return broken.length ? { ok: false, errors: broken } : { ok: true, config };
}

/**
 * Some settings alone, for a tool that needs only those (the dev server's mocks); throws an
 * Error listing every bad line.
 */
export function pickConfig<K extends SettingKey>(
  env: Record<string, string | undefined>,
  keys: readonly K[],
): Pick<ServerConfig, K> {
  const { values, errors } = readSettings(env, keys);
  if (errors.length) throw new Error(errors.join('\n'));
  return values;
}

/** `readConfig` for tests and tools: the config, or an Error listing every bad line. */
export function configFrom(env: Record<string, string | undefined>): ServerConfig {
  const result = readConfig(env);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

/** The variable behind a setting, for the few operator messages that must name it. */
export const envName = (key: SettingKey) => setting(key).env;
