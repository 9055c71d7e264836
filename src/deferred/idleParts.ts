// What the page loads once it is idle after its first paint, as one chunk (src/deferred/parts.tsx):
// the decorations and the freshness indicator arrive in the same idle moment anyway, and one
// chunk compresses better than two.
export { FloatingPhrases, GlitchText, StatusWord } from '../components/Decorations/decorations';
export { LiveFreshness } from '../components/Freshness/LiveFreshness';
