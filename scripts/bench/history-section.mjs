// The "History" section at the end of docs/scale.md: written by `npm run bench:history`, kept
// as it is by `npm run bench:scale`, which writes the rest of the file.
export const HISTORY_SECTION = 'bench:history';
const START = `<!-- ${HISTORY_SECTION} -->`;
const END = `<!-- /${HISTORY_SECTION} -->`;
const SECTION = /\n*<!-- bench:history -->[\s\S]*<!-- \/bench:history -->\n?/;

/** `markdown` with its History section replaced by (or ended with) `section`. */
export function withHistorySection(markdown, section) {
  return `${markdown.replace(SECTION, '').trimEnd()}\n\n${START}\n\n${section.trim()}\n\n${END}\n`;
}

/** The History section of `markdown` (markers included), or '' when it has none. */
export function historySection(markdown) {
  return SECTION.exec(markdown)?.[0].trim() ?? '';
}
