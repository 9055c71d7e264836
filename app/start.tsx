// The page's app, started by app/main.tsx once the browser has painted the server's HTML.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DashboardApp, readInitialState } from '@smartburn/ui';

/** Hydrates the server's markup of this route (or renders anew when it is another route's). */
export function start() {
  // The server puts a per-request CSP nonce in this meta tag; Emotion stamps it on its styles.
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const shell = container.dataset.shell;
  const isHome = window.location.pathname === '/';

  // The server rendered '/' (data-shell="/": the dashboard with its data block, or the skeleton)
  // and scripts/prerender.mjs the 404 page for every other path (data-shell="*"): hydrate that
  // markup, with the data the server rendered, when it is this route's; else render anew.
  const app = (
    <DashboardApp
      nonce={nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined}
      initialState={isHome ? readInitialState() : undefined}
    />
  );
  if (shell === (isHome ? '/' : '*')) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
