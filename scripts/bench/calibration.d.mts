export interface DeviceClass {
  benchmarkIndex: number;
  label: string;
  example: string;
}
export declare const DEVICE_CLASSES: Record<'mid-tier' | 'low-tier', DeviceClass>;
export declare const PROFILE_IDS: string[];
export declare const INDEX_TOLERANCE: number;
export declare const INDEX_RETRIES: number;
export interface DeviceProfile {
  id: string;
  preset: 'mobile' | 'desktop';
  short: string;
  description: string;
  classIndex?: number;
  cpuSlowdownMultiplier: number;
  pages: string[];
}
export declare function deviceProfiles(options: {
  hostIndex: number;
  ids?: string[];
  desktopSlowdown: number;
}): DeviceProfile[];
export declare function cpuMultiplier(hostIndex: number, classIndex: number): number;
export declare function median(values: number[]): number;
export interface Summary {
  median: number;
  min: number;
  max: number;
  n: number;
}
export declare function summarize(values: number[]): Summary;
export declare function indexDeviation(index: number, reference: number): number;
export declare const CALIBRATION_DRIFT: number;
export declare function calibrationDrift(
  calibrationIndex: number,
  runIndexes: number[],
  tolerance?: number,
): { runsMedian: number; deviation: number; drifted: boolean };
export declare function withinTolerance(index: number, reference: number, tolerance?: number): boolean;
export declare function runWithinTolerance<T extends { benchmarkIndex: number }>(
  runOnce: (attempt: number) => Promise<T>,
  reference: number,
  options?: { tolerance?: number; retries?: number },
): Promise<{ result: T; indexes: number[]; flagged: boolean }>;
export declare function roundOrder<T>(pages: T[], round: number): T[];
