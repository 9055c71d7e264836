'use client';

import { css } from '@emotion/react';
import { deferredModule, useDeferredModule } from '../../deferred/deferred';
import { FRESHNESS_LINE } from './line';

/**
 * The freshness indicator as the page uses it: its code loads when the page is idle after its
 * first full view (issue 16: it must not grow the JavaScript the first view waits for). Until
 * then an empty line of the same height holds its place, so nothing moves when it appears; and
 * the server's HTML and the hydrating render agree (a clock ticking each second never does).
 */
export const freshnessModule = deferredModule(() => import('./LiveFreshness'));

const placeholder = css(FRESHNESS_LINE);

export function DeferredLiveFreshness() {
  const m = useDeferredModule(freshnessModule);
  return m ? <m.LiveFreshness /> : <p css={placeholder} aria-hidden="true" />;
}
