export interface LatinFace {
  pkg: string;
  weight: number;
  /** The core file's name in app/fonts. */
  core: string;
}
export interface FontsourceLatin {
  family: string;
  range: [number, number][];
  woff2: string;
  woff: string;
}
export interface LatinPlanFace extends LatinFace, FontsourceLatin {
  coreCodePoints: number[];
  rest: number[];
}
export const LATIN_FACES: LatinFace[];
export const LATIN_CSS_FILE: string;
export function parseRanges(value: string): [number, number][];
export function formatRanges(codePoints: number[]): string;
export function fontsourceLatin(root: string, face: Pick<LatinFace, 'pkg' | 'weight'>): FontsourceLatin;
export function latinPlan(root: string): LatinPlanFace[];
export function latinCss(plan: LatinPlanFace[]): string;
