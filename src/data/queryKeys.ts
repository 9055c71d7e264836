// The query keys (each is the request path) in a module of their own, without "use client":
// a React Server Component that imports one from a client module gets a client reference,
// not the array (docs/requirements.md §10.3). The hooks in ./hooks use these.

/** The query key (and path) of GET /api/dashboard. */
export const dashboardQueryKey = ['/api/dashboard'] as const;
/** The query key (and path) of GET /api/trades. */
export const tradesQueryKey = ['/api/trades'] as const;
/** The query key (and path) of GET /api/activities. */
export const activitiesQueryKey = ['/api/activities'] as const;
/** The query key of GET /api/history?range=…; its first element is the path. */
export const historyQueryKey = (range: string) => ['/api/history', range] as const;
