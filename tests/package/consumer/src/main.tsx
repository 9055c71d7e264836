import '@smartburn/ui/tokens.css';
import { hydrateRoot } from 'react-dom/client';
import { DashboardApp, readInitialState } from '@smartburn/ui';

// Hydrates the markup the test rendered with the same props (scripts/test-package.mjs): the
// page of renderDashboard, whose data block readInitialState() reads, or DashboardApp's
// plain server render (no data block: undefined).
hydrateRoot(
  document.getElementById('root')!,
  <DashboardApp apiBase={import.meta.env.VITE_API_BASE} locale="en-US" initialState={readInitialState()} />,
);
