/** The outcome of one screenshot check: `differing` is null when the sizes differ or there is no baseline. */
export interface ScreenshotResult {
  status: 'same' | 'changed' | 'new';
  differing: number | null;
  reason?: string;
}
export declare const SNAPSHOT_DIR: string;
export declare const MANIFEST_FILE: string;
export declare const RESULTS_DIR: string;
export declare const ACTUAL_DIR: string;
export declare const CHANGES_DIR: string;
/** A baseline: the file its picture is in, and the SHA-256 of the PNG Chromium made. */
export interface BaselineEntry {
  file: string;
  taken: string;
}
export declare function readManifest(): Record<string, BaselineEntry>;
export declare function sha256(bytes: Buffer): string;
export declare function baselineFile(id: string, manifest?: Record<string, BaselineEntry>): string | null;
export declare function compareScreenshot(id: string, image: Buffer): ScreenshotResult;
export declare function recordScreenshot(id: string, image: Buffer, result: ScreenshotResult): void;
