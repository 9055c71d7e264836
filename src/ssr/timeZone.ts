'use client';

import { useServerValue } from './hydration';

/** The zone a server writes times in: it has no visitor's clock to ask. */
export const SERVER_TIME_ZONE = 'UTC';

const visitorsZone = () => undefined;
const serversZone = () => SERVER_TIME_ZONE;

/**
 * The time zone dates and times are shown in (docs/requirements.md §13.3): `timeZone` when
 * given; else UTC on the server and while hydrating its markup (so both write the same text),
 * then the visitor's own, as the locale does (src/config/brand.tsx). Undefined means the visitor's.
 */
export function useDisplayTimeZone(timeZone?: string): string | undefined {
  const zone = useServerValue(visitorsZone, serversZone);
  return timeZone ?? zone;
}
