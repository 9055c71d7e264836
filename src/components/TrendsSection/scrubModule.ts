import { loadableModule } from '../../deferred/loadWhen';

/** The trend charts' scrub (pointer, touch, keyboard), a chunk loaded on the first interaction with a chart. */
export const trendScrubModule = loadableModule(() => import('./trendScrub'));
