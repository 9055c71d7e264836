export { GlitchText } from './GlitchText';
export type { GlitchTextProps } from './GlitchText';
export { StatusWord } from './StatusWord';
export type { StatusWordProps } from './StatusWord';
export { FloatingPhrases } from './FloatingPhrases';
export type { FloatingPhrasesProps } from './FloatingPhrases';
export { glitchText, STATUS_WORDS, FLOATING_PHRASES } from './glitch';
