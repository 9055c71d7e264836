// A Server Component: it calls a formatter from the package on the server (no "use client"
// reaches it) and renders the client component that holds DashboardApp.
import { formatMoney } from '@smartburn/ui';
import { Dashboard } from './Dashboard';

export default function Page() {
  return (
    <>
      <p id="server-figure">Formatted on the server: {formatMoney(1234567.89, 'en-US')}</p>
      <Dashboard />
    </>
  );
}
