import { createRoot } from 'react-dom/client';
import { DashboardApp } from '@smartburn/ui';
import './fonts';

// The server puts a per-request CSP nonce in this meta tag; Emotion stamps it on its styles.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(<DashboardApp nonce={nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined} />);
