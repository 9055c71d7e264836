import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { themeNames, type ThemeSetting } from '@smartburn/ui';
import { scenarioNames } from '@smartburn/ui/mocks';
import type { ApiCacheMode } from './api';
import {
  DRAIN_DELAY_MS,
  FIRST_HTML_BUDGET_MS,
  HISTORY_KEEP_FINE_DAYS,
  HISTORY_KEEP_RAW_HOURS,
  KEEP_ALIVE_TIMEOUT_MS,
  MAX_REQUEST_BODY_BYTES,
  SHUTDOWN_TIMEOUT_MS,
  UPSTREAM_RETRY_BASE_MS,
  UPSTREAM_RETRY_MAX_MS,
  UPSTREAM_TIMEOUT_MS,
} from './limits';
import { parsePublicUrl } from './linkPreview';
import { LOG_LEVELS, type LogLevel } from './log';
import type { RetentionPolicy } from './history/retention';

/** Variables whose value is never repeated in an error line (a URL with a password). */
const SECRET_VARIABLES = new Set(['DATABASE_URL']);

/** The limits an operator may change; each defaults to its constant in app/server/limits.ts. */
export interface ServerLimits {
  upstreamTimeoutMs: number;
  upstreamRetryBaseMs: number;
  upstreamRetryMaxMs: number;
  firstHtmlBudgetMs: number;
  maxRequestBodyBytes: number;
  drainDelayMs: number;
  shutdownTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
  upstreamRetryBaseMs: UPSTREAM_RETRY_BASE_MS,
  upstreamRetryMaxMs: UPSTREAM_RETRY_MAX_MS,
  firstHtmlBudgetMs: FIRST_HTML_BUDGET_MS,
  maxRequestBodyBytes: MAX_REQUEST_BODY_BYTES,
  drainDelayMs: DRAIN_DELAY_MS,
  shutdownTimeoutMs: SHUTDOWN_TIMEOUT_MS,
  keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
};

/** Everything the server reads from its environment, checked (docs/requirements.md §12.1). */
export interface ServerConfig {
  port: number;
  host: string;
  distDir: string;
  apiOrigin: string | undefined;
  apiCache: ApiCacheMode;
  scenario: string;
  seed: number;
  publicUrl: string | undefined;
  logLevel: LogLevel;
  accessLog: boolean;
  metrics: boolean;
  /** Unset: /metrics is on the main port. */
  metricsPort: number | undefined;
  /** Addresses and CIDR blocks whose X-Forwarded-For and X-Request-Id are believed. */
  trustedProxies: string[];
  /** The pages' theme (docs/requirements.md §8.4). */
  theme: ThemeSetting;
  /** The history (docs/requirements.md §13.1): SQLite under `dataDir`, or Postgres at `databaseUrl`. */
  history: { dataDir: string; databaseUrl: string | undefined; retention: RetentionPolicy };
  limits: ServerLimits;
}

const text = (expects: string) => v.string(expects);
const wholeNumber = (min: number, max: number, expects: string) =>
  v.pipe(
    text(expects),
    v.regex(/^\d+$/, expects),
    v.transform(Number),
    v.minValue(min, expects),
    v.maxValue(max, expects),
  );
const port = (expects = 'a port number from 1 to 65535') => wholeNumber(1, 65_535, expects);
const onOff = (expects = '"on" or "off"') =>
  v.pipe(
    text(expects),
    v.picklist(['on', 'off', 'true', 'false', '1', '0'], expects),
    v.transform((value) => value === 'on' || value === 'true' || value === '1'),
  );
const millis = (min: number, max: number) =>
  wholeNumber(min, max, `a whole number of milliseconds from ${min} to ${max}`);

/** One CIDR block or address (IPv4 or IPv6), or `loopback`. */
export function isProxyEntry(entry: string): boolean {
  if (entry === 'loopback') return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const MOCK_SCENARIOS = ['live', ...scenarioNames] as const;
const THEMES = [...themeNames, 'system'] as const;

/**
 * One schema per variable. An empty value counts as unset (as `VAR=` in a compose file or an
 * env file means), so every default below applies to it too.
 */
export const ENV_SCHEMA = v.object({
  PORT: v.optional(port(), '3000'),
  HOST: v.optional(
    v.pipe(
      text('a host name or IP address to listen on'),
      v.regex(/^[\w.:[\]-]+$/, 'a host name or IP address to listen on'),
    ),
    '127.0.0.1',
  ),
  DIST_DIR: v.optional(
    v.pipe(
      text('the folder of the built app'),
      v.check(
        (dir) => existsSync(path.join(dir, 'index.html')),
        'the folder of the built app, with an index.html (npm run build:app writes dist-app)',
      ),
    ),
    'dist-app',
  ),
  API_ORIGIN: v.optional(
    v.pipe(
      text('an http(s) URL'),
      v.check((value) => {
        try {
          const url = new URL(value);
          return (
            (url.protocol === 'http:' || url.protocol === 'https:') &&
            !url.username &&
            !url.password &&
            !url.search &&
            !url.hash
          );
        } catch {
          return false;
        }
      }, 'an absolute http:// or https:// URL without credentials, query or fragment (for example http://backend:8080)'),
    ),
  ),
  API_CACHE: v.optional(
    v.pipe(
      text('"shared" or "off"'),
      v.picklist(['shared', 'off'], '"shared" (one snapshot for every visitor) or "off" (per-request pass-through)'),
    ),
    'shared',
  ),
  MOCK_SCENARIO: v.optional(v.picklist(MOCK_SCENARIOS, `one of: ${MOCK_SCENARIOS.join(', ')}`), 'live'),
  MOCK_SEED: v.optional(wholeNumber(0, 4_294_967_295, 'a whole number from 0 to 4294967295'), '1'),
  PUBLIC_URL: v.optional(
    v.pipe(
      text('an absolute http(s) URL'),
      v.check((value) => {
        try {
          return parsePublicUrl(value) !== undefined;
        } catch {
          return false;
        }
      }, 'an absolute http:// or https:// URL without credentials, query or fragment (for example https://pool.example)'),
    ),
  ),
  THEME: v.optional(v.picklist(THEMES, `one of: ${THEMES.join(', ')}`), 'dark'),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `one of: ${LOG_LEVELS.join(', ')}`), 'info'),
  ACCESS_LOG: v.optional(onOff(), 'on'),
  METRICS: v.optional(onOff(), 'on'),
  METRICS_PORT: v.optional(port('a port number from 1 to 65535, other than PORT')),
  TRUSTED_PROXIES: v.optional(
    v.pipe(
      text('a comma-separated list of IP addresses or CIDR blocks'),
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
    'loopback',
  ),
  DATA_DIR: v.optional(text('a folder for the history file'), './data'),
  DATABASE_URL: v.optional(
    v.pipe(
      text('a postgres:// URL'),
      v.check((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
        } catch {
          return false;
        }
      }, 'a postgres:// or postgresql:// URL with a host (for example postgres://smartburn:secret@db:5432/smartburn)'),
    ),
  ),
  HISTORY_KEEP_RAW_HOURS: v.optional(
    wholeNumber(1, 8_760, 'a whole number of hours from 1 to 8760'),
    String(HISTORY_KEEP_RAW_HOURS),
  ),
  HISTORY_KEEP_FINE_DAYS: v.optional(
    wholeNumber(1, 3_650, 'a whole number of days from 1 to 3650'),
    String(HISTORY_KEEP_FINE_DAYS),
  ),
  UPSTREAM_TIMEOUT_MS: v.optional(millis(100, 600_000), String(UPSTREAM_TIMEOUT_MS)),
  UPSTREAM_RETRY_BASE_MS: v.optional(millis(100, 600_000), String(UPSTREAM_RETRY_BASE_MS)),
  UPSTREAM_RETRY_MAX_MS: v.optional(millis(100, 3_600_000), String(UPSTREAM_RETRY_MAX_MS)),
  FIRST_HTML_BUDGET_MS: v.optional(millis(0, 60_000), String(FIRST_HTML_BUDGET_MS)),
  MAX_REQUEST_BODY_BYTES: v.optional(
    wholeNumber(0, 100 * 1024 * 1024, 'a whole number of bytes from 0 to 104857600'),
    String(MAX_REQUEST_BODY_BYTES),
  ),
  DRAIN_DELAY_MS: v.optional(millis(0, 600_000), String(DRAIN_DELAY_MS)),
  SHUTDOWN_TIMEOUT_MS: v.optional(millis(0, 600_000), String(SHUTDOWN_TIMEOUT_MS)),
  KEEP_ALIVE_TIMEOUT_MS: v.optional(millis(1_000, 3_600_000), String(KEEP_ALIVE_TIMEOUT_MS)),
});

/** The variables the server reads, for the README test and the error lines. */
export const ENV_NAMES = Object.keys(ENV_SCHEMA.entries) as Array<keyof typeof ENV_SCHEMA.entries>;

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; errors: string[] };

/**
 * Reads the server's settings from `env`. Every bad variable gives one line naming it, what it
 * holds and what it expects; there is no partial configuration.
 */
export function readConfig(env: Record<string, string | undefined>): ConfigResult {
  const input: Record<string, string> = {};
  for (const name of ENV_NAMES) {
    const value = env[name];
    if (value !== undefined && value !== '') input[name] = value;
  }
  const result = v.safeParse(ENV_SCHEMA, input);
  if (!result.success) {
    const errors = new Map<string, string>();
    for (const issue of result.issues) {
      const name = String(issue.path?.[0]?.key ?? '');
      const shown = SECRET_VARIABLES.has(name) ? '(hidden)' : JSON.stringify(input[name] ?? '');
      if (!errors.has(name)) errors.set(name, `${name}=${shown} is not valid: expected ${issue.message}.`);
    }
    return { ok: false, errors: [...errors.values()] };
  }
  const e = result.output;
  const errors: string[] = [];
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT)
    errors.push(`METRICS_PORT=${JSON.stringify(input.METRICS_PORT)} is not valid: expected a port other than PORT.`);
  if (e.UPSTREAM_RETRY_MAX_MS < e.UPSTREAM_RETRY_BASE_MS)
    errors.push(
      `UPSTREAM_RETRY_MAX_MS=${JSON.stringify(String(e.UPSTREAM_RETRY_MAX_MS))} is not valid: expected at least UPSTREAM_RETRY_BASE_MS (${e.UPSTREAM_RETRY_BASE_MS}).`,
    );
  if (e.HISTORY_KEEP_FINE_DAYS * 24 < e.HISTORY_KEEP_RAW_HOURS)
    errors.push(
      `HISTORY_KEEP_FINE_DAYS=${JSON.stringify(String(e.HISTORY_KEEP_FINE_DAYS))} is not valid: expected at least HISTORY_KEEP_RAW_HOURS (${e.HISTORY_KEEP_RAW_HOURS} h) in days.`,
    );
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    config: {
      port: e.PORT,
      host: e.HOST,
      distDir: e.DIST_DIR,
      apiOrigin: e.API_ORIGIN,
      apiCache: e.API_CACHE,
      scenario: e.MOCK_SCENARIO,
      seed: e.MOCK_SEED,
      publicUrl: parsePublicUrl(e.PUBLIC_URL),
      logLevel: e.LOG_LEVEL,
      accessLog: e.ACCESS_LOG,
      metrics: e.METRICS,
      metricsPort: e.METRICS_PORT,
      trustedProxies: e.TRUSTED_PROXIES,
      theme: e.THEME as ThemeSetting,
      history: {
        dataDir: e.DATA_DIR,
        databaseUrl: e.DATABASE_URL,
        retention: { keepRawHours: e.HISTORY_KEEP_RAW_HOURS, keepFineDays: e.HISTORY_KEEP_FINE_DAYS },
      },
      limits: {
        upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
        upstreamRetryBaseMs: e.UPSTREAM_RETRY_BASE_MS,
        upstreamRetryMaxMs: e.UPSTREAM_RETRY_MAX_MS,
        firstHtmlBudgetMs: e.FIRST_HTML_BUDGET_MS,
        maxRequestBodyBytes: e.MAX_REQUEST_BODY_BYTES,
        drainDelayMs: e.DRAIN_DELAY_MS,
        shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
        keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      },
    },
  };
}
