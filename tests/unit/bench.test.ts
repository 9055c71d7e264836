// @vitest-environment node
// The pure parts of `npm run bench` (docs/requirements.md §11.4): the CPU slowdown that makes
// this host stand for a named phone, the medians, the rule for a run whose host strayed from the
// calibration, our page with its scripts stripped, and a report that types no figure by hand.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import {
  CALIBRATION_DRIFT,
  DEVICE_CLASSES,
  INDEX_RETRIES,
  INDEX_TOLERANCE,
  calibrationDrift,
  cpuMultiplier,
  deviceProfiles,
  median,
  roundOrder,
  runWithinTolerance,
  summarize,
  withinTolerance,
} from '../../scripts/bench/calibration.mjs';
import { computeGoals, driftSentence, type Goal } from '../../scripts/bench/report.mjs';
import { stripScripts } from '../../scripts/bench/stripped.mjs';

describe('device classes', () => {
  it('are the indexes Chrome DevTools calibrates to', () => {
    expect(DEVICE_CLASSES['mid-tier'].benchmarkIndex).toBe(1000);
    expect(DEVICE_CLASSES['low-tier'].benchmarkIndex).toBe(264);
  });

  it('slow the host down by host index / class index', () => {
    expect(cpuMultiplier(1500, 1000)).toBe(1.5);
    expect(cpuMultiplier(2250, 1000)).toBe(2.25);
    expect(cpuMultiplier(1500, 264)).toBe(5.68);
    // A host slower than the class speeds the simulation up rather than pretend otherwise.
    expect(cpuMultiplier(800, 1000)).toBe(0.8);
    expect(() => cpuMultiplier(0, 1000)).toThrow(/positive/);
    expect(() => cpuMultiplier(Number.NaN, 1000)).toThrow(/positive/);
  });

  it('give each profile its slowdown and pages', () => {
    const profiles = deviceProfiles({ hostIndex: 1320, desktopSlowdown: 1 });
    expect(profiles.map((p) => [p.id, p.preset, p.cpuSlowdownMultiplier])).toEqual([
      ['mid-tier', 'mobile', 1.32],
      ['low-tier', 'mobile', 5],
      ['desktop', 'desktop', 1],
    ]);
    // Each class runs only the pages its goals compare with.
    expect(profiles.map((p) => p.pages)).toEqual([['ours', 'bare', 'stripped'], ['ours', 'stripped'], ['ours']]);
    expect(() => deviceProfiles({ hostIndex: 1, ids: ['mobile-preset'], desktopSlowdown: 1 })).toThrow(
      /unknown device class "mobile-preset"/,
    );
  });
});

describe('medians', () => {
  it('take the middle value, or the mean of the two middle ones, of the finite values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7, Number.NaN, 1, 3])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('come with min, max and the count', () => {
    expect(summarize([120, 40, 55, Number.NaN, 61, 300])).toEqual({ median: 61, min: 40, max: 300, n: 5 });
    expect(summarize([Number.NaN]).n).toBe(0);
  });
});

describe('a run whose host index strays from the calibration', () => {
  it('is out when more than 25 % away', () => {
    expect(INDEX_TOLERANCE).toBe(0.25);
    expect(withinTolerance(1250, 1000)).toBe(true);
    expect(withinTolerance(750, 1000)).toBe(true);
    expect(withinTolerance(1251, 1000)).toBe(false);
    expect(withinTolerance(749, 1000)).toBe(false);
    expect(withinTolerance(Number.NaN, 1000)).toBe(false);
  });

  const runner = (indexes: number[]) => {
    const calls: number[] = [];
    const runOnce = async (attempt: number) => {
      calls.push(attempt);
      return { benchmarkIndex: indexes[attempt] as number, attempt };
    };
    return { runOnce, calls };
  };

  it('is kept at once when within it', async () => {
    const { runOnce, calls } = runner([1100]);
    const out = await runWithinTolerance(runOnce, 1000);
    expect(out).toEqual({ result: { benchmarkIndex: 1100, attempt: 0 }, indexes: [1100], flagged: false });
    expect(calls).toEqual([0]);
  });

  it('is made again, and the first good attempt kept', async () => {
    const { runOnce, calls } = runner([600, 1200, 1000]);
    const out = await runWithinTolerance(runOnce, 1000);
    expect(out).toEqual({ result: { benchmarkIndex: 1200, attempt: 1 }, indexes: [600, 1200], flagged: false });
    expect(calls).toEqual([0, 1]);
  });

  it('is made again at most twice, then the closest attempt is kept, flagged', async () => {
    expect(INDEX_RETRIES).toBe(2);
    const { runOnce, calls } = runner([650, 720, 1350, 1000]);
    const out = await runWithinTolerance(runOnce, 1000);
    expect(calls).toEqual([0, 1, 2]);
    expect(out).toEqual({ result: { benchmarkIndex: 720, attempt: 1 }, indexes: [650, 720, 1350], flagged: true });
  });
});

describe("the runs' own host index against the calibration", () => {
  it('has drifted when its median is more than 10 % away, either way', () => {
    expect(CALIBRATION_DRIFT).toBe(0.1);
    // The bench of 0a4e6f0: calibration median 1569, its runs' median 1392.
    const off = calibrationDrift(1569, [1392, 1300, 1500, 1205, 1841]);
    expect(off.runsMedian).toBe(1392);
    expect(off.deviation).toBeCloseTo(-0.113, 3);
    expect(off.drifted).toBe(true);
    expect(calibrationDrift(1000, [1110, 1120, 900]).drifted).toBe(true);
    expect(calibrationDrift(1000, [1090, 950, 1100]).drifted).toBe(false);
    expect(calibrationDrift(1000, [911, 905, 1200]).drifted).toBe(false);
    expect(calibrationDrift(1000, [Number.NaN]).drifted).toBe(false);
  });

  it('is said in the report, with the way the figures read off; nothing when it did not drift', () => {
    expect(driftSentence(1569, [1392, 1300, 1500])).toMatch(
      /^\*\*The runs' median index is 11 % below the calibration's\*\* \(more than 10 %\): the machine ran slower .* slowed about that much more .* read about that much high\./,
    );
    expect(driftSentence(1000, [1200, 1150, 1300])).toMatch(/20 % above .* ran faster .* much less .* much low\./);
    expect(driftSentence(1000, [1050, 980, 1020])).toBe('');
  });
});

describe('rounds', () => {
  it('start one page later each round', () => {
    const pages = ['ours', 'bare', 'stripped'];
    expect([0, 1, 2, 3].map((round) => roundOrder(pages, round).join(' '))).toEqual([
      'ours bare stripped',
      'bare stripped ours',
      'stripped ours bare',
      'ours bare stripped',
    ]);
  });
});

describe('our page with its scripts stripped', () => {
  const page = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<style nonce="abc">.a{color:gold}</style>',
    '<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin>',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/start-2.js">',
    '<link rel="stylesheet" href="/assets/index-3.css">',
    '</head><body><div id="root"><h1 class="a">Smart Burn Pool</h1></div>',
    '<script type="application/json" id="smartburn-initial-state">{"queries":[{"a":"</script"}]}</script>',
    '<script>console.log(1)</script>',
    '<img src="/x.png" alt="" onerror="alert(1)">',
    '</body></html>',
  ].join('\n');

  it('has no module script, no modulepreload, no inline script or handler', () => {
    const { html, removed } = stripScripts(page);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('console.log');
    expect(html).not.toContain('onerror');
    expect(removed).toEqual([
      'script type="module" src="/assets/index-1.js"',
      'link rel="modulepreload" href="/assets/start-2.js"',
      'script (inline)',
      'onerror attribute of <img>',
    ]);
  });

  it('keeps the JSON data block, the styles, fonts and markup byte for byte', () => {
    const { html } = stripScripts(page);
    expect(html).toContain('<script type="application/json" id="smartburn-initial-state">{"queries":[{"a":"</script');
    for (const kept of [
      '<style nonce="abc">.a{color:gold}</style>',
      '<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin>',
      '<link rel="stylesheet" href="/assets/index-3.css">',
      '<div id="root"><h1 class="a">Smart Burn Pool</h1></div>',
      '<img src="/x.png" alt="">',
    ]) {
      expect(html).toContain(kept);
    }
    // Only what was removed is gone: putting the removed lines back gives the page again.
    const lines = (s: string) => s.split('\n').filter((line) => line.trim() !== '');
    expect(lines(html)).toEqual(
      lines(page)
        .filter((line) => !/type="module"|modulepreload|console\.log/.test(line))
        .map((line) => line.replace(' onerror="alert(1)"', '')),
    );
  });

  it('leaves a page without scripts as it is', () => {
    const plain = '<!doctype html><html><head><title>x</title></head><body><p>hi</p></body></html>';
    expect(stripScripts(plain)).toEqual({ html: plain, removed: [] });
  });
});

describe('scripts/bench/report.mjs', () => {
  // Any digit in a string of the report's template is a figure typed by hand; they come from
  // the run, from scripts/bench/goals.mjs or from the classes (scripts/bench/calibration.mjs).
  // Names with digits in them (section numbers, woff2, V8) are not figures.
  const ALLOWED = /§\s*\d+(?:\.\d+)*|\bwoff2\b|\bV8\b|^-?0$/g;
  const typedNumbers = (source: string) => {
    const file = ts.createSourceFile('report.mjs', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
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
    expect(typedNumbers(readFileSync('scripts/bench/report.mjs', 'utf8'))).toEqual([]);
  });

  it('would notice one', () => {
    expect(typedNumbers("p('- TBT counts tasks over 50 ms');")).toEqual(['- TBT counts tasks over 50 ms']);
    expect(typedNumbers('p(`| Mid-tier TBT <= 50 ms | ${x} |`);')).toEqual(['| Mid-tier TBT <= 50 ms | ']);
  });
});

describe('the goals', () => {
  const run = (m: { tbt: number; fcp?: number; lcp?: number; mainThread?: number; js?: number; score?: number }) => ({
    metrics: { fcp: m.fcp ?? 700, lcp: m.lcp ?? 700, tbt: m.tbt, cls: 0, si: 700, observedFcp: 300, observedLcp: 300 },
    performanceScore: m.score ?? 0.99,
    benchmarkIndex: 1500,
    cpuSlowdownMultiplier: 1.5,
    mainThread: { total: m.mainThread ?? 700, groups: { scriptEvaluation: 100 } },
    scripts: [],
    longTasks: [],
    scriptTransferBytes: m.js ?? 90 * 1024,
    requests: [],
    round: 1,
    indexes: [1500],
    flagged: false,
  });
  const results = (oursTbt: number[]) => ({
    classes: [{ id: 'mid-tier', preset: 'mobile', short: 'mid-tier phone' }],
    lighthouse: {
      'mid-tier': {
        ours: oursTbt.map((tbt) => run({ tbt })),
        bare: [run({ tbt: 0, fcp: 1000, lcp: 1000 }), run({ tbt: 0, fcp: 1000, lcp: 1000 })],
        stripped: [run({ tbt: 0, mainThread: 300 }), run({ tbt: 0, mainThread: 400 })],
      },
    },
    initial: { ours: { total: { gzip: 1024 } } },
    later: { files: [{ file: 'a.js' }], total: { gzip: 1024 } },
    initialJsBudget: 100 * 1024,
    renders: {
      typewriter: { Typewriter: { commits: 3, renders: { Typewriter: 3 } } },
      polls: [],
      heap: {
        samples: [
          { minute: 0, heapBytes: 1_000_000, nodes: 10, listeners: 5 },
          { minute: 60, heapBytes: 1_000_000, nodes: 10, listeners: 5 },
        ],
        polls: 1,
      },
    },
  });
  const goal = (goals: Goal[], start: string) => goals.find((g) => g.goal.startsWith(start));

  it('are met or not by the medians of the runs, with min and max beside them', () => {
    const met = computeGoals(results([30, 45, 200]));
    expect(goal(met, 'Mid-tier phone: TBT')).toEqual({
      goal: 'Mid-tier phone: TBT <= 50 ms',
      measured: '45 (30–200) ms',
      met: true,
      floor: '0 ms',
    });
    expect(goal(computeGoals(results([60, 45, 200])), 'Mid-tier phone: TBT')?.met).toBe(false);
  });

  it('compare with the bare page and the stripped page by their medians', () => {
    const goals = computeGoals(results([30, 45, 200]));
    expect(goal(goals, 'Mid-tier phone: FCP')).toMatchObject({
      measured: 'ours 700 ms, bare 1000 ms: 0.70x',
      met: true,
    });
    // 700 ms against the stripped page's median of 350 ms: 2x, just met.
    expect(goal(goals, 'Mid-tier phone: main-thread work')).toMatchObject({
      measured: 'ours 700 ms, stripped 350 (300–400) ms: 2.00x',
      met: true,
    });
    expect(goal(goals, 'JavaScript transferred')?.met).toBe(true);
  });

  it("stand beside the stripped page's figures, each goal's floor, in every class", () => {
    const r = results([30, 45, 200]);
    const withLow = {
      ...r,
      classes: [...r.classes, { id: 'low-tier', preset: 'mobile', short: 'low-tier phone' }],
      lighthouse: {
        ...r.lighthouse,
        'low-tier': {
          ours: [run({ tbt: 300, score: 0.88 })],
          stripped: [run({ tbt: 150, score: 0.95 }), run({ tbt: 250, score: 0.91 })],
        },
      },
    };
    const goals = computeGoals(withLow);
    expect(goal(goals, 'Low-tier phone: TBT')).toMatchObject({
      measured: '300 ms',
      floor: '200 (150–250) ms',
      met: false,
    });
    expect(goal(goals, 'Low-tier phone: performance score')).toMatchObject({ floor: '93 (91–95)' });
    expect(goal(goals, 'Mid-tier phone: LCP')?.floor).toBe('700 ms: 0.70x');
    expect(goal(goals, 'Mid-tier phone: main-thread work')?.floor).toBe('350 (300–400) ms');
    expect(goal(goals, 'CLS')?.floor).toBe('mid-tier phone 0.000, low-tier phone 0.000');
  });

  it('say so when the run did not measure them', () => {
    const goals = computeGoals(results([30]));
    expect(goal(goals, 'Low-tier phone: TBT')).toMatchObject({ met: null });
    expect(goal(goals, 'Desktop')?.measured).toMatch(/^not measured/);
  });
});
