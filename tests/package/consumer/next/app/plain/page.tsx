// DashboardApp with nothing from the server but its props: the server renders the skeleton
// (the route is basePath + '/' there, no ssrPath), the browser fetches the data.
import { formatMoney } from '@smartburn/ui';
import { Dashboard } from '../Dashboard';

export default function Page() {
  return (
    <>
      <p>Formatted on the server: {formatMoney(1234567.89, 'en-US')}</p>
      <Dashboard basePath="/plain" />
    </>
  );
}
