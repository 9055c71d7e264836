// wouter imports the React 17 shim of useSyncExternalStore; React 19 has the hook itself.
export { useSyncExternalStore } from 'react';
