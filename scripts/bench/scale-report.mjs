// docs/scale.md and docs/scale.json from one run of `npm run bench:scale`: every figure comes
// from the run; the goals (docs/requirements.md §11.2 and §12) are checked here.

/** docs/requirements.md §11.2: requests reaching our server and the upstream stay within this factor across levels. */
export const FLAT_FACTOR = 1.5;
/** docs/requirements.md §12.5: at the top level, at least this share of the page loads is served by the edge. */
export const PAGES_AT_EDGE_SHARE = 0.9;
/** What nginx's X-Cache-Status says when it answered from its store. */
const FROM_EDGE = ['HIT', 'STALE', 'UPDATING', 'REVALIDATED'];
const servedByEdge = (pageLoads) =>
  FROM_EDGE.reduce((sum, status) => sum + (pageLoads.byCacheStatus?.[status] ?? 0), 0);
const pct = (part, whole) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : 'n/a');
/** Above this schedule lag (p99), the report says the generator's own delays dominate its latency tail. */
const LATE_GENERATOR_MS = 20;

const apiTotal = (counts) => counts.dashboard + counts.trades + counts.activities;
const errorTotal = (level) =>
  Object.values(level.errors).reduce((sum, n) => sum + n, 0) + (level.pageLoads?.errors ?? 0);
const ms = (x) => (x === null || x === undefined ? 'n/a' : x < 10 ? x.toFixed(2) : x.toFixed(1));
// nginx logs whole milliseconds: 0 means under one.
const wholeMs = (x) => (x === null || x === undefined ? 'n/a' : x < 1 ? '< 1' : String(Math.round(x)));
const s1 = (x) => (x === null || x === undefined ? 'n/a' : (x / 1000).toFixed(1));
const int = (n) => Math.round(n).toLocaleString('en-US');
const ratio = (values) => (Math.min(...values) > 0 ? Math.max(...values) / Math.min(...values) : Infinity);

export function scaleReport(run) {
  const { levels, config } = run;
  const serverTotals = levels.map((level) => apiTotal(level.server));
  const upstreamTotals = levels.map((level) => apiTotal(level.upstream));
  // The shared snapshot asks the upstream at most once per window W, so a level of D seconds can
  // cause at most floor(D / W) + 1 upstream requests per endpoint. The edge saw W as
  // stale-while-revalidate (max-age is what was left of the window when it asked).
  const windows = config.endpoints.map((endpoint) => {
    const cacheControl = run.edgeHeaders.find((h) => h.path === endpoint.path)?.cacheControl ?? '';
    return Number(/stale-while-revalidate=(\d+)/.exec(cacheControl)?.[1] ?? NaN);
  });
  const upstreamCeiling = windows.reduce((sum, w) => sum + Math.floor(config.seconds / w) + 1, 0);
  const errors = levels.map(errorTotal);
  const worstAge = config.endpoints.map((endpoint) => {
    const ages = levels.map((level) => level.ages.find((a) => a.endpoint === endpoint.name));
    return {
      endpoint: endpoint.name,
      intervalMs: endpoint.intervalMs,
      maxMs: Math.max(...ages.map((a) => a.maxMs ?? Infinity)),
      unmatched: ages.reduce((sum, a) => sum + a.unmatched, 0),
      samples: ages.reduce((sum, a) => sum + a.samples, 0),
    };
  });
  const top = levels[levels.length - 1];
  const pageTotals = levels.map((level) => level.server.page);
  const noncePages = levels.reduce((sum, level) => sum + level.pageLoads.withNonce, 0);
  const distinctNonces = levels.reduce((sum, level) => sum + level.pageLoads.distinctNonces, 0);
  const nonceMismatches = levels.reduce((sum, level) => sum + level.pageLoads.nonceMismatches, 0);
  const { rolling } = run;
  const goals = [
    {
      goal: `API requests that reached our server flat within ${FLAT_FACTOR}x from the lowest level to the highest`,
      measured: `${serverTotals.map(int).join(' / ')} (max/min ${ratio(serverTotals).toFixed(2)}x)`,
      met: ratio(serverTotals) <= FLAT_FACTOR,
    },
    {
      goal: `requests that reached the upstream flat within ${FLAT_FACTOR}x`,
      measured:
        `${upstreamTotals.map(int).join(' / ')} (max/min ${ratio(upstreamTotals).toFixed(2)}x; the snapshot's ` +
        `windows of ${windows.join(' / ')} s allow at most ${upstreamCeiling} per level at any traffic)`,
      met: ratio(upstreamTotals) <= FLAT_FACTOR,
    },
    {
      goal: 'zero errors at the edge (statuses other than 200/304, socket errors, timeouts)',
      measured: `${errors.join(' / ')} errors in ${int(levels.reduce((sum, level) => sum + level.sent + (level.pageLoads?.sent ?? 0), 0))} requests`,
      met: errors.every((n) => n === 0),
    },
    {
      goal: 'data at the edge no older than the poll interval, every body traced to an upstream answer',
      measured: worstAge
        .map(
          (a) =>
            `${a.endpoint} ${s1(a.maxMs)} s of ${a.intervalMs / 1000} s${a.unmatched ? `, ${a.unmatched} untraced` : ''}`,
        )
        .join('; '),
      met: worstAge.every((a) => a.maxMs <= a.intervalMs && a.unmatched === 0 && a.samples > 0),
    },
    {
      goal: `at the top level at least ${PAGES_AT_EDGE_SHARE * 100}% of the page loads (\`/\`) served by the edge`,
      measured: `${pct(servedByEdge(top.pageLoads), top.pageLoads.sent)} of ${int(top.pageLoads.sent)} (${FROM_EDGE.join(', ')})`,
      met: servedByEdge(top.pageLoads) >= PAGES_AT_EDGE_SHARE * top.pageLoads.sent,
    },
    {
      goal: `page loads that reached our server flat within ${FLAT_FACTOR}x across levels`,
      measured: `${pageTotals.map(int).join(' / ')} (max/min ${ratio(pageTotals).toFixed(2)}x) for ${levels.map((l) => int(l.pageLoads.sent)).join(' / ')} page loads`,
      met: ratio(pageTotals) <= FLAT_FACTOR,
    },
    {
      goal: 'every page load a nonce of its own, the same in its CSP header and its HTML',
      measured: `${int(distinctNonces)} distinct nonces in ${int(noncePages)} pages; ${nonceMismatches} with another nonce in the HTML`,
      met: noncePages > 0 && distinctNonces === noncePages && nonceMismatches === 0,
    },
    {
      goal: 'a rolling restart of two instances behind nginx under load, with a slow upstream: zero 5xx at the edge',
      measured: `${rolling.edge5xx} 5xx, ${rolling.otherErrors} other errors in ${int(rolling.requests)} requests`,
      met: rolling.edge5xx === 0 && rolling.otherErrors === 0,
    },
  ];

  const json = { ...run, goals };
  const perVisitor = config.endpoints.reduce((sum, e) => sum + 1000 / e.intervalMs, 0);
  const intervals = config.endpoints.map((e) => e.intervalMs / 1000).join(' / ');
  const names = config.endpoints.map((e) => e.name).join(' / ');
  const row = (cells) => `| ${cells.join(' | ')} |`;

  const lines = [
    '# Scale: visitors through a caching proxy',
    '',
    `Written by \`npm run bench:scale\` on ${run.generatedAt.slice(0, 10)} from commit ${run.commit}, on ` +
      `${run.machine.cpus} × ${run.machine.cpuModel}, Node ${run.machine.node}, ${run.machine.nginx}; ` +
      `the run took ${run.durationSeconds} s. Do not edit by hand: run the command again. Raw figures: ` +
      '`docs/scale.json`.',
    '',
    'Set-up, all on 127.0.0.1: visitors → **nginx** with `deploy/nginx.conf` over HTTPS (the file operators ' +
      'copy; only its listen addresses, upstream address, certificate (self-signed here) and cache folder ' +
      'changed) → a counting pass-through → **our server** (the built `dist-server/server.mjs`, shared-snapshot ' +
      'mode, `API_ORIGIN` = the fake backend) → a counting **fake backend** (the upstream) answering the three ' +
      'endpoints with the live simulation of `mocks/`.',
    '',
    '## Goals',
    '',
    row(['goal (docs/requirements.md §11.2, §12)', 'measured', 'met']),
    row(['---', '---', '---']),
    ...goals.map((g) => row([g.goal, g.measured, g.met ? 'yes' : '**no**'])),
    '',
    '## Per level',
    '',
    `A level of *C* connections is *C* kept-alive HTTP/1.1 connections to nginx, each carrying the polls ` +
      `of ${config.visitorsPerConnection} visitors: ${config.visitorsPerConnection}·*C* visitors. Each visitor ` +
      `polls ${names} every ${intervals} s, as the page does, from a random phase, with a browser's ` +
      `\`Accept-Encoding: ${config.browserEncoding}\`, a cookie of its own and \`If-None-Match\` with the ETag of ` +
      `the answer it holds: ${perVisitor.toFixed(2)} requests per second per visitor. Time is not compressed ` +
      '(real intervals, real cache windows, one clock); only the visitors share connections, so the load ' +
      `fits what this machine can open and drive. New visitors also open \`/\`: visitors / ${config.sessionSeconds} ` +
      `page loads per second (a visit of ${config.sessionSeconds / 60} minutes on average), evenly spaced, on ` +
      `connections of their own. Each level runs ${config.seconds} s.`,
    '',
    row([
      'connections',
      'visitors',
      'offered req/s',
      'edge req/s',
      'p50 / p99 ms at the visitors',
      "nginx's own p99 ms",
      'errors',
      '200 / 304',
      `reached our server (${names})`,
      'reached the upstream',
      `oldest data, s (poll ${intervals} s)`,
    ]),
    row(Array(11).fill('---')),
    ...levels.map((level) =>
      row([
        int(level.connections),
        int(level.visitors),
        int(level.offeredPerSecond),
        int(level.requestsPerSecond),
        `${ms(level.latencyMs.p50)} / ${ms(level.latencyMs.p99)}`,
        wholeMs(level.nginxRequestTimeMs.p99),
        String(errorTotal(level)),
        `${int(level.byStatus[200] ?? 0)} / ${int(level.byStatus[304] ?? 0)}`,
        `${int(apiTotal(level.server))} (${int(level.server.dashboard)} / ${int(level.server.trades)} / ${int(level.server.activities)})`,
        `${int(apiTotal(level.upstream))} (${int(level.upstream.dashboard)} / ${int(level.upstream.trades)} / ${int(level.upstream.activities)})`,
        level.ages.map((a) => s1(a.maxMs)).join(' / '),
      ]),
    ),
    '',
    ...levels
      .filter((level) => level.scheduleLagMs.p99 > LATE_GENERATOR_MS)
      .map(
        (level) =>
          `At ${int(level.connections)} connections the load generator itself ran late (lag p99 ` +
          `${ms(level.scheduleLagMs.p99)} ms, machine load ${level.loadAverage[1].toFixed(1)} on ${run.machine.cpus} cores): ` +
          `its p99 of ${ms(level.latencyMs.p99)} ms includes its own waits for the CPU; nginx's own p99 was ` +
          `${wholeMs(level.nginxRequestTimeMs.p99)} ms.`,
      )
      .flatMap((line) => [line, '']),
    'Details per level:',
    '',
    row([
      'connections',
      'nginx cache status (X-Cache-Status)',
      `data age p50 / p99, s (${names})`,
      'polls skipped',
      'first request on a connection p50 / p99 ms',
      "nginx's own time p50 / p99 ms",
      'generator lag p99 ms',
      'generator CPU',
      'machine load (1 min, before / after)',
    ]),
    row(Array(9).fill('---')),
    ...levels.map((level) =>
      row([
        int(level.connections),
        Object.entries(level.byCacheStatus)
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `${k} ${int(n)}`)
          .join(', '),
        level.ages.map((a) => `${s1(a.p50Ms)} / ${s1(a.p99Ms)}`).join('; '),
        int(level.skipped),
        `${ms(level.firstRequestOnConnectionMs.p50)} / ${ms(level.firstRequestOnConnectionMs.p99)}`,
        `${wholeMs(level.nginxRequestTimeMs.p50)} / ${wholeMs(level.nginxRequestTimeMs.p99)}`,
        ms(level.scheduleLagMs.p99),
        `${Math.round(level.generatorCpuPercent)}%`,
        level.loadAverage.map((n) => n.toFixed(1)).join(' / '),
      ]),
    ),
    '',
    '## Page loads',
    '',
    `nginx asks our server for \`/\` with \`X-Edge-Nonce: fill\` and stores the one body while its data is ` +
      `fresh (our server's \`${run.pageHeaders.cacheControl}\` reaches visitors as \`no-cache\`: the stored ` +
      'lifetime is for the edge only); each answer gets a nonce of its own (`$request_id`) in its HTML and ' +
      'its CSP header. **served by the edge**: X-Cache-Status HIT, STALE, UPDATING or REVALIDATED. ' +
      '**distinct nonces**: over the pages of the level that had one (every 200).',
    '',
    row([
      'connections',
      'page loads per second',
      'page loads',
      'served by the edge',
      'reached our server',
      'distinct nonces',
      'errors',
      'p50 / p99 ms at the visitors',
      "nginx's own p50 / p99 ms",
    ]),
    row(Array(9).fill('---')),
    ...levels.map((level) =>
      row([
        int(level.connections),
        (level.pageLoads.sent / config.seconds).toFixed(1),
        int(level.pageLoads.sent),
        pct(servedByEdge(level.pageLoads), level.pageLoads.sent),
        int(level.server.page),
        `${int(level.pageLoads.distinctNonces)} of ${int(level.pageLoads.withNonce)}`,
        String(level.pageLoads.errors),
        `${ms(level.pageLoads.latencyMs.p50)} / ${ms(level.pageLoads.latencyMs.p99)}`,
        `${wholeMs(level.pageLoads.nginxRequestTimeMs.p50)} / ${wholeMs(level.pageLoads.nginxRequestTimeMs.p99)}`,
      ]),
    ),
    '',
    '## The page in Chromium through the edge',
    '',
    'Checked by `npm test` instead (e2e/edge.spec.ts, against deploy/nginx.conf): each load a nonce of its own, ' +
      "in its CSP and its page, and Emotion's styles inserted after hydration carry it (no CSP violation).",
    '',
    '## A rolling restart',
    '',
    `Two instances of the built server behind one nginx (both in \`deploy/nginx.conf\`'s upstream), the fake ` +
      `backend slowed to ${rolling.upstreamDelayMs} ms per answer, ${rolling.connections} connections of visitors ` +
      `(and their page loads) for ${rolling.seconds} s. Meanwhile each instance in turn gets SIGTERM (drain delay ` +
      '2 s: `/readyz` 503 and `Connection: close`, then the listener closes and requests in flight finish), is ' +
      'waited for and started again on its port. Restarts: ' +
      rolling.restarts
        .map((r) => `:${r.port} ${(r.ms / 1000).toFixed(1)} s to exit and start again (exit code ${r.exitCode})`)
        .join('; ') +
      `. At the edge: **${rolling.edge5xx} 5xx**, ${rolling.otherErrors} other errors, in ${int(rolling.requests)} ` +
      `requests (${Object.entries(rolling.statuses)
        .map(([status, n]) => `${status}: ${int(n)}`)
        .join(', ')}).`,
    '',
    '## An upstream failure through the edge',
    '',
    'After the levels, the fake backend answers 503 to everything; one client polls each endpoint through ' +
      'nginx every 250 ms until the edge answers with a failure, then the backend heals and the client ' +
      'polls until the edge has data again. The page shows its stale mark and toast when a poll fails, so ' +
      'a failure must get through the edge rather than be hidden behind a stored answer.',
    '',
    row([
      'endpoint',
      'poll interval',
      'failure at the edge after',
      'status (X-Cache-Status)',
      'data again after healing',
    ]),
    row(Array(5).fill('---')),
    ...run.failure.map((f) =>
      row([
        f.endpoint,
        `${f.intervalMs / 1000} s`,
        f.failedAfterMs === null ? '**never** (within two intervals)' : `${s1(f.failedAfterMs)} s`,
        f.failureStatus === null ? 'n/a' : `${f.failureStatus} (${f.failureCacheStatus ?? 'none'})`,
        f.recoveredAfterMs === null ? '**never** (within two intervals)' : `${s1(f.recoveredAfterMs)} s`,
      ]),
    ),
    '',
    '## What the edge answered',
    '',
    row([
      'path',
      'status',
      'Cache-Control',
      'ETag',
      'Vary',
      'Set-Cookie',
      'X-Cache-Status (1st, 2nd)',
      'same request with If-None-Match',
    ]),
    row(Array(8).fill('---')),
    ...run.edgeHeaders.map((h) =>
      row([
        `\`${h.path}\``,
        String(h.status),
        `\`${h.cacheControl}\``,
        h.etag ? (h.etag.startsWith('W/') ? 'weak' : 'strong') : 'none',
        `\`${h.vary}\``,
        h.setCookie ? '**present**' : 'none',
        h.cacheStatus.join(', '),
        String(h.conditionalStatus),
      ]),
    ),
    '',
    `\`/\` answered \`Cache-Control: ${run.pageHeaders.cacheControl}\` (${run.pageHeaders.cacheStatus}): the HTML is ` +
      'never stored at the edge, so each page load reaches our server; the levels above model the ' +
      'polling, not page loads.',
    '',
    `nginx error log: ${run.nginxErrorLines.length} lines at level error or worse` +
      (run.nginxErrorLines.length ? ` (first: \`${run.nginxErrorLines[0].slice(0, 200)}\`)` : '') +
      '.',
    '',
    '## How each figure is measured',
    '',
    '- **edge req/s**: requests the visitors sent during the level, over its duration; **offered** is what ' +
      'the visitors should send at their intervals. **p50 / p99**: from issuing a request to the last byte ' +
      "of its answer, including any wait behind the same connection's previous request. Each connection's " +
      'first request is left out of them and shown on its own (**first request on a connection**): it also ' +
      "waits for the connection's TCP set-up, and a level opens all its connections within its first second.",
    "- **nginx's own time**: `$request_time` from nginx's access log (from reading the request to " +
      'sending the last byte, millisecond resolution), over the API requests that ended during the level ' +
      "(page loads apart): what the edge itself spent, free of the load generator's own delays.",
    '- **errors**: answers other than 200 and 304, socket errors, a connection silent for 10 s, and 304s for a ' +
      'visitor that held nothing.',
    '- **reached our server**: counted exactly by the pass-through between nginx and our server (every ' +
      'request, 200s and 304s alike). **reached the upstream**: counted by the fake backend.',
    '- **data age**: every answer of the fake backend is distinct (each one moves its simulation a step ' +
      'on) and it records when it sent each. A visitor hashes every body it receives (decoded) and, on a ' +
      '304, the body it already holds; the age is the time it received the answer minus the time the ' +
      'upstream sent that body, on the same machine clock. `Date` and `Age` headers are not used (nginx ' +
      'sends its own `Date` and no `Age`).',
    "- **polls skipped**: polls that fell due while the same visitor's previous poll of that endpoint was " +
      'still out. **generator lag**: how late the load generator issued polls; a large value would mean ' +
      'the generator, not the system under test, limited the level. **generator CPU**: the load ' +
      "generator's own CPU time over the level (100% is one core). **machine load**: the 1-minute load " +
      `average; this machine has ${run.machine.cpus} cores and is shared, so a load far above that means ` +
      'other work competed for the CPU and the latency tail says more about that than about nginx.',
    '',
  ];
  return { json, markdown: lines.join('\n') };
}
