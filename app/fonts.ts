// Self-hosted fonts from npm packages (docs/requirements.md §8.3): pages and screenshots never
// depend on system fonts or a font CDN. Latin display face, Japanese face, tabular mono.
// Latin text uses each family's latin file. The Japanese glyphs come from a subset of Noto
// Sans JP holding exactly the characters of the library's own texts (one small file per
// weight, made by `npm run fonts:subset`): fontsource's unicode-range slices would put a long
// list of @font-face rules into the render-blocking CSS. Japanese text
// that is not ours (an API answer, a brand override) falls back to the system's CJK face.
// The design tokens' custom properties (docs/requirements.md §8.4): every style reads them, so
// they come first; the server inlines this CSS in the first HTML like the fonts' rules.
import '@smartburn/ui/tokens.css';
import '@fontsource/orbitron/latin-600.css';
import '@fontsource/orbitron/latin-800.css';
import '@fontsource/jetbrains-mono/latin-500.css';
import '@fontsource/noto-sans-jp/latin-400.css';
import '@fontsource/noto-sans-jp/latin-700.css';
import './fonts/noto-sans-jp-subset.css';
// The local faces text is drawn in until those arrive (font-display: swap; on a slow network
// that is after the first paint), sized to their metrics so the swap moves almost nothing.
import './fonts/fallbacks.css';
