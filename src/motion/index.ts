export { MotionProvider, useMotion } from './MotionProvider';
export type { MotionProviderProps, MotionState } from './MotionProvider';
export { useNow } from './useNow';
export { useInstanceRandom } from './useInstanceRandom';
export { createSeededRandom } from './random';
