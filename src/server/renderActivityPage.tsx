import type { BrandConfig } from '../config/defaults';
import { ActivityPage, type ActivityPageProps } from '../pages/ActivityPage/ActivityPage';
import { SmartBurnProvider } from '../providers/SmartBurnProvider';
import { renderWithCriticalCss, type RenderedPage } from './renderPage';

/** Options of renderActivityPage: the page's props, the brand, and the CSP nonce of its styles. */
export interface RenderActivityPageOptions extends ActivityPageProps {
  brand?: Partial<BrandConfig>;
  nonce?: string;
}

/**
 * Server-renders one activity's page (`/activity/:id`, ActivityPage) with its critical CSS. The
 * page is complete as HTML: it needs no script, so a server sends it without the app's.
 */
export function renderActivityPage({ brand, nonce = '', ...props }: RenderActivityPageOptions): RenderedPage {
  return renderWithCriticalCss(
    <SmartBurnProvider brand={brand} locale={props.locale}>
      <ActivityPage {...props} />
    </SmartBurnProvider>,
    nonce,
  );
}
