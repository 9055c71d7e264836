export interface Fallback {
  family: string;
  weight: number;
  metrics: string;
  local: string;
}
export const FALLBACKS: Fallback[];
export const FALLBACKS_FILE: string;
export function fallbackFamily(family: string): string;
export function fallbackCss(): string;
