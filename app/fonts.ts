// Self-hosted fonts from npm packages (DESIGN decision 15): pages and screenshots never
// depend on system fonts or a font CDN. Latin display face, Japanese face, tabular mono.
// Noto Sans JP's weight files are sliced by unicode-range, so a page downloads only the
// slices holding the characters it shows (a few tens of KB, not the 1 MB full face).
import '@fontsource/orbitron/latin-600.css';
import '@fontsource/orbitron/latin-800.css';
import '@fontsource/jetbrains-mono/latin-500.css';
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/700.css';
