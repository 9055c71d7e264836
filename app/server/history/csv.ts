import { stringify } from 'csv-stringify/sync';
import type { HistoryResponse } from '@smartburn/ui';

/** The CSV's columns: a point's figures, or (on a burn's row) the burn's title. */
export const CSV_COLUMNS = ['at', 'currentBalance', 'totalGenerated', 'burnPoolTotal', 'tokensBurned', 'burn'] as const;

/**
 * GET /api/history.csv (docs/requirements.md §13.2): the JSON answer's points and burns as one
 * table, oldest first, a header row, CRLF line ends (RFC 4180). A point is a row with its four
 * figures (tokensBurned empty where null) and an empty `burn`; a burn is a row with only its time
 * and its title under `burn`. Text cells that a spreadsheet would run as a formula (starting with
 * =, +, -, @, tab or CR, or their full-width forms) get a leading apostrophe (csv-stringify's
 * escape_formulas; the figures are numbers and stay as they are); cells with a
 * comma, quote or line break are quoted with their quotes doubled.
 */
export function historyCsv(history: HistoryResponse): string {
  const rows: Array<{ at: string; cells: Array<string | number> }> = [
    ...history.points.map((p) => ({
      at: p.at,
      cells: [p.at, p.currentBalance, p.totalGenerated, p.burnPoolTotal, p.tokensBurned ?? '', ''],
    })),
    ...history.burns.map((b) => ({ at: b.at, cells: [b.at, '', '', '', '', b.title] })),
  ];
  // ISO times of one format sort as text; a point and a burn at the same time: the point first.
  rows.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return stringify([[...CSV_COLUMNS], ...rows.map((row) => row.cells)], {
    record_delimiter: 'windows',
    escape_formulas: true,
    // Our own figures are numbers, not text from outside: a negative one stays a number.
    cast: { number: (value) => ({ value: String(value), escape_formulas: false }) },
  });
}
