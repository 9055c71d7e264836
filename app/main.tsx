import { createRoot, hydrateRoot } from 'react-dom/client';
import { DashboardApp } from '@smartburn/ui';
import './fonts';

// The server puts a per-request CSP nonce in this meta tag; Emotion stamps it on its styles.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = <DashboardApp nonce={nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined} />;
// scripts/prerender.mjs rendered index.html for '/' (data-shell="/") and 404.html for every
// other path (data-shell="*"): hydrate that markup when it is this route's, else render anew.
const shell = container.dataset.shell;
const isHome = window.location.pathname === '/';
if (shell === (isHome ? '/' : '*')) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
