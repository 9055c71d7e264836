'use client';

import { useServerValue } from './hydration';

/** The zone a server writes times in: it has no visitor's clock to ask. */
export const SERVER_TIME_ZONE = 'UTC';

let visitors: string | undefined;
/** The visitor's zone by name, read once: when it is the server's, nothing re-renders after hydration. */
const visitorsZone = () => (visitors ??= new Intl.DateTimeFormat().resolvedOptions().timeZone);
const serversZone = () => SERVER_TIME_ZONE;

/**
 * The time zone dates and times are shown in (docs/requirements.md §13.3): `timeZone` when
 * given; else UTC on the server and while hydrating its markup (so both write the same text),
 * then the visitor's own, as the locale does (src/config/brand.tsx); only a visitor in another zone
 * re-renders the dates after hydrating (a 300-row table re-rendered for the same text is a long task).
 */
export function useDisplayTimeZone(timeZone?: string): string {
  const zone = useServerValue(visitorsZone, serversZone);
  return timeZone ?? zone;
}
