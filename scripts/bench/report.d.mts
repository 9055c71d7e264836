export interface Goal {
  goal: string;
  measured: string;
  met: boolean | null;
  /** The same figure for our page with its scripts stripped ('' where it has none). */
  floor: string;
}
/** The run's results as scripts/bench.mjs collects them (see report.mjs). */
export type BenchResults = Record<string, unknown>;
export declare function computeGoals(results: BenchResults): Goal[];
export declare function driftSentence(calibrationIndex: number, runIndexes: number[]): string;
export declare function renderReport(results: BenchResults): {
  markdown: string;
  json: Record<string, unknown>;
  goals: Goal[];
};
export declare function fmt(key: string, value: number): string;
export declare function fmtSummary(key: string, summary: { median: number; min: number; max: number }): string;
export declare const kb: (n: number) => string;
