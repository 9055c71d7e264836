export { deferredModule, preloadDeferred, useDeferredModule } from './deferred';
export type { DeferredModule } from './deferred';
