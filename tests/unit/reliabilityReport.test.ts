// @vitest-environment node
// docs/reliability.md is rendered from a run's results and the limits the code states
// (scripts/reliability/): the prose types no number of its own.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import * as page from '../../src/constants';
import * as server from '../../app/server/limits';
import * as config from '../../app/server/config';
import * as hostile from '../../e2e/support/hostile';
import * as faults from '../../e2e/support/faults';
import * as longSession from '../support/longSession';
import { limitsFrom } from '../../scripts/reliability/limits.mjs';
import { renderReport } from '../../scripts/reliability/render.mjs';

const limits = () => limitsFrom({ page, server, config, hostile, faults, longSession });

/** A run that left only what `e2e/load.spec.ts` and one unit file leave. */
const results = () => ({
  recorded: false,
  startedAt: new Date('2026-11-23T10:00:00Z'),
  machine: {
    cpus: 2,
    cpuModel: 'Test CPU',
    memoryGb: 8,
    os: 'Linux',
    node: 'v20',
    chromium: 'Chromium',
    playwright: '1',
  },
  steps: [],
  params: {},
  audit: { ok: true, ran: false, recorded: false, summary: 'not run', stderrLines: [] },
  prodDependencies: [],
  unit: [{ file: 'src/data/longSession.test.tsx', title: 'a day', status: 'passed', ms: 7_500 }],
  e2e: [{ file: 'load.spec.ts', path: [], title: 'load', status: 'passed', ms: 4_000 }],
  figures: {
    'load-50x3s': {
      connections: 50,
      seconds: 3.01,
      paths: ['/api/dashboard', '/'],
      requests: 4321,
      requestsPerSecond: 1436,
      latencyMs: { p50: 31, p90: 52, p99: 88, max: 240 },
      errors: 0,
      timeouts: 0,
      non2xx: 0,
      statusCodes: { 200: 4321 },
      equivalentOpenPages: 7978,
    },
  },
});

describe('renderReport', () => {
  it('states each limit as the code defines it, and follows it when it changes', () => {
    const doc = renderReport(results(), limits());
    expect(doc).toContain('`REQUEST_TIMEOUT_MS` = 10 s');
    expect(doc).toContain('`RETRY_AFTER_MAX_MS` = 10 min');
    expect(doc).toContain('`MAX_REQUEST_BODY_BYTES` = 64 KB');
    expect(doc).toContain('`MAX_PATH_LENGTH` = 2,048 characters');
    expect(doc).toContain('polls 3 endpoints at 30/15/20 s, about 0.15 requests/s');
    expect(doc).toContain('exactly 2,881 / 5,761 / 4,321 requests');

    const changed = limits();
    changed.page.REQUEST_TIMEOUT_MS = 12_000;
    changed.page.RETRY_AFTER_MAX_MS = 5 * 60_000;
    changed.server.MAX_REQUEST_BODY_BYTES = 32 * 1024;
    changed.server.API_ENDPOINTS = {
      ...server.API_ENDPOINTS,
      '/api/trades': { name: 'trades', pollMs: 10_000 },
    };
    changed.longSession.failEvery = 89;
    const after = renderReport(results(), changed);
    expect(after).toContain('`REQUEST_TIMEOUT_MS` = 12 s');
    expect(after).toContain('`RETRY_AFTER_MAX_MS` = 5 min');
    expect(after).toContain('capped at 5 min whatever the header says');
    expect(after).toContain('`MAX_REQUEST_BODY_BYTES` = 32 KB');
    expect(after).toContain('polls 3 endpoints at 30/10/20 s, about 0.18 requests/s');
    expect(after).toContain('a 500 every 89th answer: exactly 2,881 / 8,641 / 4,321 requests');
  });

  it("puts the run's figures in, and says so where a suite left none", () => {
    const doc = renderReport(results(), limits());
    expect(doc).toContain('| 4,321 | 1436 | 31 ms | 52 ms | 88 ms | 240 ms | 0 | 0 | 0 |');
    expect(doc).toContain('50 connections for 3.01 s');
    expect(doc).toContain('the client runs on the same 2-core machine');
    expect(doc).toContain('No figures: the large-data test did not run to the end.');
    expect(doc).toContain('The matrix did not run.');
    expect(doc).toContain('No run record');
  });
});

describe('scripts/reliability/render.mjs', () => {
  // The prose may name HTTP status codes, section numbers, the e2e/ folder and column names, and
  // write negative zero as `-0` (and pad with `0`); any other digit in a string of the template is a figure typed
  // by hand.
  const ALLOWED =
    /## \d+\.|\b(200|304|400|401|404|405|413|414|429|431|500|502|503|504|505)\b|RFC 9110|\be2e\/|\bp(50|90|99)\b|\b2xx\b|^-?0$/g;
  const typedNumbers = (source: string) => {
    const file = ts.createSourceFile('render.mjs', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
      ) {
        if (/\d/.test(node.text.replace(ALLOWED, ''))) found.push(node.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return [...new Set(found)];
  };

  it('types no number into the prose', () => {
    expect(typedNumbers(readFileSync('scripts/reliability/render.mjs', 'utf8'))).toEqual([]);
  });

  it('would notice one', () => {
    expect(typedNumbers("p('capped at 10 min whatever the header says');")).toEqual([
      'capped at 10 min whatever the header says',
    ]);
    expect(typedNumbers('p(`at ${x} px, no card taller than 600 px`);')).toEqual([' px, no card taller than 600 px']);
  });
});
