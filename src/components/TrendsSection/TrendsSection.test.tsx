import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { historyFixtures } from '../../../mocks/history';
import { answerQueue, failWith, renderConnected } from '../../../tests/support/connected';
import { TrendsSection } from './TrendsSection';

const queue = answerQueue('/api/history');
describe('TrendsSection (docs/requirements.md §13.4)', () => {
  it('charts balance, burn pool and tokens burned, says since when, and has the table and the CSV', async () => {
    queue.answers = [() => HttpResponse.json(historyFixtures.populated['24h'] as unknown as Record<string, unknown>)];
    renderConnected(<TrendsSection />, { history: true });
    const charts = await screen.findAllByRole('img');
    expect(charts.map((c) => c.getAttribute('aria-label')?.split(' over ')[0])).toEqual([
      'Current Balance',
      'Smart Burn Pool',
      'SmartBurn Burned',
    ]);
    expect(screen.getByText(/Recorded by this server since/)).toHaveTextContent('Dec 16, 2025');
    // The newest sample of each hour (every sample is in the CSV), and a header row.
    const table = screen.getByRole('table', { name: 'Figures each hour, newest first (every sample is in the CSV)' });
    expect(within(table).getAllByRole('row')).toHaveLength(24 + 1);
    expect(within(table).getAllByRole('rowheader')[1]).toHaveTextContent('Jan 15, 2026, 11:00 AM');
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      'http://api.test/api/history.csv?range=24h',
    );
  });

  it('fetches another range when the visitor selects it by keyboard, keeping the last one meanwhile', async () => {
    queue.answers = [
      () => HttpResponse.json(historyFixtures.populated['24h'] as unknown as Record<string, unknown>),
      () => HttpResponse.json(historyFixtures.populated['7d'] as unknown as Record<string, unknown>),
    ];
    renderConnected(<TrendsSection />, { history: true });
    await screen.findAllByRole('img');
    screen.getByRole('tab', { name: '24 hours' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getAllByRole('img')[0]).toHaveAccessibleName(/over the last 24 hours/);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getAllByRole('img')[0]).toHaveAccessibleName(/over the last 7 days/));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
  });

  it('is not there at all when the server keeps no history (404), and says nothing of an error', async () => {
    queue.answers = [failWith(404, 'Not Found')];
    renderConnected(<TrendsSection />, { history: true });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Trends' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows a failed first load with Retry, and the charts once a Retry succeeds', async () => {
    queue.answers = [
      failWith(500, 'Internal Server Error: history store unavailable'),
      () => HttpResponse.json(historyFixtures.populated['24h'] as unknown as Record<string, unknown>),
    ];
    renderConnected(<TrendsSection />, { history: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Trends could not be loaded');
    expect(alert).toHaveTextContent('500: Internal Server Error: history store unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('img')).toHaveLength(3);
  });

  it('asks for nothing and shows nothing where the API is not said to serve history', async () => {
    const asked = vi.fn();
    queue.answers = [
      () => {
        asked();
        return HttpResponse.json(historyFixtures.populated['24h'] as unknown as Record<string, unknown>);
      },
    ];
    renderConnected(<TrendsSection />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Trends' })).toBeNull();
  });

  it('says so when the server has no sample yet', async () => {
    queue.answers = [() => HttpResponse.json(historyFixtures.empty['24h'] as unknown as Record<string, unknown>)];
    renderConnected(<TrendsSection />, { history: true });
    expect(await screen.findByText(/No history yet/)).toBeVisible();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });
});
