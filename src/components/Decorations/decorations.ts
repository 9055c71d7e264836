// The decorative layer as one chunk, loaded after the first paint (see deferred.tsx).
export { FloatingPhrases } from './FloatingPhrases';
export { GlitchText } from './GlitchText';
export { StatusWord } from './StatusWord';
