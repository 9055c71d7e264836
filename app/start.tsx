// The page's app, started by app/main.tsx once the browser has painted the server's HTML.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DashboardApp, readInitialState } from '@smartburn/ui';

/** Lets the browser run what waits (a tap, a frame) before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Hydrates the server's markup of this route (or renders anew when it is another route's). */
export async function start() {
  // The server puts a per-request CSP nonce in this meta tag; Emotion stamps it on its styles.
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const shell = container.dataset.shell;
  const isHome = window.location.pathname === '/';
  const initialState = isHome ? readInitialState() : undefined;

  // The first session-storage read opens the storage: in a task of its own, not inside the
  // hydration's slices or the effects that run after it.
  try {
    window.sessionStorage.getItem('');
  } catch {
    // No storage (private mode): the motion control then remembers nothing, as before.
  }
  await nextTask();

  // The server rendered '/' (data-shell="/": the dashboard with its data block, or the skeleton)
  // and scripts/prerender.mjs the 404 page for every other path (data-shell="*"): hydrate that
  // markup, with the data the server rendered, when it is this route's; else render anew.
  // The links the server's configuration gives the feed's items (app/server/pageLinks.ts), as the server rendered them.
  const metaContent = (name: string) =>
    document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
  const brand = { activityUrl: metaContent('sb-activity-url'), explorerTxUrl: metaContent('sb-explorer-tx-url') };
  const app = (
    <DashboardApp
      nonce={nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined}
      initialState={initialState}
      brand={brand}
    />
  );
  if (shell === (isHome ? '/' : '*')) {
    // In a transition, React hydrates in slices of a few milliseconds and yields between them,
    // so a tap is never stuck behind the whole page's hydration.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
