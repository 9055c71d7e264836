// A Server Component: it calls a formatter from the package on the server (no "use client"
// reaches it), asks the API on the server and turns the answers into DashboardApp's initial
// state with @smartburn/ui/server (its react-server build: no React DOM), so the first HTML
// already shows the figures; the client component hydrates with that state.
import { formatMoney } from '@smartburn/ui';
import { buildInitialState, serializeInitialState, type EndpointData } from '@smartburn/ui/server';
import { Dashboard } from './Dashboard';

export const dynamic = 'force-dynamic';

async function ask(path: string): Promise<EndpointData> {
  const at = Date.now();
  try {
    const res = await fetch(`${process.env.NEXT_PUBLIC_API_BASE}${path}`, { cache: 'no-store' });
    if (res.ok) return { good: { body: await res.json(), receivedAt: at } };
    return { failure: { status: res.status, message: `${res.status}: ${await res.text()}`, at } };
  } catch {
    return {}; // not answered: the page loads that data in the browser
  }
}

export default async function Page() {
  const [dashboard, trades, activities] = await Promise.all(
    ['/api/dashboard', '/api/trades', '/api/activities'].map(ask),
  );
  const state = buildInitialState({ dashboard, trades, activities }, { renderedAt: Date.now(), locale: 'en-US' });
  return (
    <>
      <p>Formatted on the server: {formatMoney(1234567.89, 'en-US')}</p>
      {/* Serialized: a failed load's error is a class instance, which cannot cross to a client component. */}
      <Dashboard state={state && serializeInitialState(state)} />
    </>
  );
}
