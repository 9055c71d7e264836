import { hydrateRoot } from 'react-dom/client';
import { DashboardApp } from '@smartburn/ui';

// Hydrates the markup ssr.mjs rendered with the same props (scripts/test-package.mjs).
hydrateRoot(document.getElementById('root')!, <DashboardApp apiBase={import.meta.env.VITE_API_BASE} locale="en-US" />);
