import { toasterModule } from '../components/Toast/DeferredToaster';
import { tooltipPopupModule } from '../components/Tooltip/Tooltip';
import { decorationsModule } from '../components/Decorations/deferred';
import { freshnessModule } from '../components/Freshness/deferred';
import { lowerPartModule } from '../pages/DashboardPage/deferredLowerPart';

/**
 * Loads every deferred part now (the toast region, tooltip popups, decorations, the freshness
 * indicator, the page's lower part): for places
 * that must render everything from the first frame, such as Storybook and screenshot tests.
 */
export function preloadDeferred(): Promise<void> {
  return Promise.all([
    toasterModule.load(),
    tooltipPopupModule.load(),
    decorationsModule.load(),
    freshnessModule.load(),
    lowerPartModule.load(),
  ]).then(() => undefined);
}
