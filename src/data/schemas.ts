import * as v from 'valibot';
import { HISTORY_MAX_POINTS, HISTORY_RANGES } from '../constants';
import { isTxHash } from '../format/activityLinks';
import type { HistoryBurn, HistoryPoint, HistoryResponse } from './historyTypes';
import type { Activity, DashboardSummary, Trade } from './types';

const finiteNumber = v.pipe(v.number('expected a number'), v.finite('expected a finite number'));

/**
 * Explicit bidi embeddings, overrides and isolates (U+202A-202E, U+2066-2069). From an API they
 * only serve to spoof: 'invoice\u202Egnp.exe' reads as 'invoiceexe.png'. Right-to-left text
 * itself, and the implicit LRM/RLM marks, need none of them and are kept.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
export const stripBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '');

/** Text from the API, shown as text, with bidi controls removed. */
const text = v.pipe(v.string('expected a string'), v.transform(stripBidiControls));

// Objects are non-strict: unknown extra fields are accepted and dropped.
/** Valibot schema of the /api/dashboard answer. */
export const dashboardSummarySchema = v.object(
  {
    currentBalance: finiteNumber,
    profit24h: finiteNumber,
    profitWeekly: finiteNumber,
    profitMonthly: finiteNumber,
    totalGenerated: finiteNumber,
    burnPoolTotal: finiteNumber,
    tokensBurned: text,
  },
  'expected an object',
);

export const tradeSchema = v.object({ pair: text, profit: finiteNumber }, 'expected an object');
/** Valibot schema of the /api/trades answer. */
export const tradesSchema = v.array(tradeSchema, 'expected a list');

/**
 * An activity's optional transaction hash. Anything but a hash is dropped, not an error: the
 * activity still shows, only without a link to the chain (a bad hash would make a broken link).
 */
const txHash = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (isTxHash(value) ? value : undefined)),
  ),
);

export const activitySchema = v.object(
  {
    id: v.union([text, finiteNumber], 'expected a string or a number'),
    type: text,
    title: text,
    description: text,
    // Not enforced as a date: an unparsable timestamp shows as "unknown time".
    timestamp: text,
    txHash,
  },
  'expected an object',
);
/** Valibot schema of the /api/activities answer. */
export const activitiesSchema = v.array(activitySchema, 'expected a list');

/** A time the server wrote (ISO 8601): anything Date.parse cannot read is malformed. */
const isoTime = v.pipe(
  v.string('expected a string'),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'expected an ISO date'),
);

export const historyPointSchema = v.object(
  {
    at: isoTime,
    currentBalance: finiteNumber,
    totalGenerated: finiteNumber,
    burnPoolTotal: finiteNumber,
    tokensBurned: v.nullable(finiteNumber),
  },
  'expected an object',
);

export const historyBurnSchema = v.object({ at: isoTime, title: text }, 'expected an object');

/** The measured rates and records of a history answer (docs/requirements.md §13.2): each null while the history is too short. */
export const historyRecordsSchema = v.object(
  {
    burnedPerDay: v.nullable(finiteNumber),
    aiProfits30d: v.nullable(finiteNumber),
    largestBurn: v.nullable(v.object({ at: isoTime, amount: finiteNumber }, 'expected an object')),
    lastBurnAt: v.nullable(isoTime),
  },
  'expected an object',
);

/**
 * Valibot schema of the /api/history answer (docs/requirements.md §13.3). More than
 * HISTORY_MAX_POINTS points is malformed: the server buckets its samples to stay under it, and a
 * chart of a million points would freeze a phone.
 */
export const historySchema = v.object(
  {
    range: v.picklist(HISTORY_RANGES, `expected one of ${HISTORY_RANGES.join(', ')}`),
    from: isoTime,
    to: isoTime,
    since: v.nullable(isoTime),
    points: v.pipe(
      v.array(historyPointSchema, 'expected a list'),
      v.maxLength(HISTORY_MAX_POINTS, `expected at most ${HISTORY_MAX_POINTS} points`),
    ),
    burns: v.array(historyBurnSchema, 'expected a list'),
    records: v.optional(historyRecordsSchema),
  },
  'expected an object',
);

/** Thrown when a response does not match its schema; the message names the endpoint and the field. */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';
  constructor(
    readonly endpoint: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Invalid response from ${endpoint}: ${field ? `${field}: ` : ''}${detail}`);
  }
}

function describeReceived(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'string') return JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}…` : input);
  if (typeof input === 'number') return String(input);
  return typeof input === 'object' ? 'an object' : typeof input;
}

/** Validates `data` or throws an InvalidResponseError naming the first bad field, e.g. `trades[2].profit`. */
export function parseResponse<S extends v.GenericSchema>(endpoint: string, schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = (issue.path ?? [])
    .map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`))
    .join('')
    .replace(/^\./, '');
  const missing = issue.input === undefined && field !== '';
  throw new InvalidResponseError(
    endpoint,
    field,
    missing ? 'missing' : `${issue.message}, got ${describeReceived(issue.input)}`,
  );
}

// The schemas must describe exactly the public types.
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _typesMatch: [
  Equal<v.InferOutput<typeof dashboardSummarySchema>, DashboardSummary>,
  Equal<v.InferOutput<typeof tradeSchema>, Trade>,
  Equal<v.InferOutput<typeof activitySchema>['title'], Activity['title']>,
  Equal<v.InferOutput<typeof activitySchema>['txHash'], Activity['txHash']>,
  Equal<v.InferOutput<typeof historyPointSchema>, HistoryPoint>,
  Equal<v.InferOutput<typeof historyBurnSchema>, HistoryBurn>,
  Equal<v.InferOutput<typeof historySchema>, HistoryResponse>,
] = [true, true, true, true, true, true, true];
void _typesMatch;
