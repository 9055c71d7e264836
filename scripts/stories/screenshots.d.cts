/** The outcome of one screenshot check: `differing` is null when the sizes differ or there is no baseline. */
export interface ScreenshotResult {
  status: 'same' | 'changed' | 'new';
  differing: number | null;
  reason?: string;
}
export declare const SNAPSHOT_DIR: string;
export declare const ALIASES_FILE: string;
export declare const RESULTS_DIR: string;
export declare const ACTUAL_DIR: string;
export declare const CHANGES_DIR: string;
export declare function readAliases(): Record<string, string>;
export declare function baselineFile(id: string, aliases?: Record<string, string>): string | null;
export declare function compareScreenshot(id: string, image: Buffer): ScreenshotResult;
export declare function recordScreenshot(id: string, image: Buffer, result: ScreenshotResult): void;
