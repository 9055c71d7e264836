import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fixtures } from '../../../mocks/fixtures';
import { okJson, renderConnected } from '../../../tests/support/connected';
import { describeConnectedBlock } from '../../../tests/support/connectedBlock';
import { DashboardFigures } from './DashboardFigures';

const ok = okJson(fixtures.dashboard);
const queue = describeConnectedBlock('DashboardFigures', {
  path: '/api/dashboard',
  block: <DashboardFigures tradesCard={<article>my trades</article>} />,
  ok,
  shows: '$1,284,562.37',
  errorTitle: 'Pool statistics could not be loaded',
  // The four cards fed by the summary.
  staleMarks: 4,
  // The trades card it renders by default reads /api/trades.
  others: [http.get('*/api/trades', () => HttpResponse.json(fixtures.trades))],
});

const section = () => screen.getByRole('region', { name: 'Pool dashboard' });

describe('DashboardFigures (connected)', () => {
  it('shows placeholders while loading, then the figures and the connected trades card', async () => {
    queue.answers = [ok];
    renderConnected(<DashboardFigures />);
    expect(section()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('$1,284,562.37')).toBeVisible();
    expect(section()).not.toHaveAttribute('aria-busy');
    expect(await within(section()).findByText('XAU/USD')).toBeVisible();
  });

  it('keeps the trades card while its own first load failed', async () => {
    queue.answers = [() => new HttpResponse('pool database unavailable', { status: 503 })];
    renderConnected(<DashboardFigures tradesCard={<article>my trades</article>} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('503: pool database unavailable');
    expect(screen.getByText('my trades')).toBeVisible();
  });
});
