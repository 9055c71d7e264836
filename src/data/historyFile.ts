import type { HistoryRange } from './historyTypes';

/**
 * The CSV's file name (docs/requirements.md §13.2): the range and the day its answer ends on,
 * in UTC as the answer's times are (`smartburn-history-30d-2026-12-01.csv`).
 */
export const historyCsvFileName = (range: HistoryRange, to: string): string =>
  `smartburn-history-${range}-${new Date(to).toISOString().slice(0, 10)}.csv`;
