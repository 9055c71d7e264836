export { Typewriter } from './Typewriter';
export type { TypewriterProps } from './Typewriter';
export { typewriterFrame, phraseCycleMs } from './typewriterFrame';
export type { TypewriterFrame, TypewriterPhase } from './typewriterFrame';
