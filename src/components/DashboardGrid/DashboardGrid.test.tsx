import { render, screen, within } from '@testing-library/react';
import { fixtures, FIXTURE_NOW } from '../../../mocks/fixtures';
import { HARD_CODED_PROFITS } from '../../constants';
import { SmartBurnProvider } from '../../providers';
import { DashboardGrid } from './DashboardGrid';

const renderGrid = (ui: React.ReactElement, productName = 'SmartBurn') =>
  render(
    <SmartBurnProvider brand={{ locale: 'en-US', productName }} motion={{ frozenAt: FIXTURE_NOW }}>
      {ui}
    </SmartBurnProvider>,
  );

const tradesSlot = <article data-testid="trades-slot">trades</article>;

describe('DashboardGrid', () => {
  it('is the #dashboard section, named by its heading', () => {
    renderGrid(<DashboardGrid summary={fixtures.dashboard} tradesCard={tradesSlot} />);
    const section = document.getElementById('dashboard') as HTMLElement;
    expect(section.tagName).toBe('SECTION');
    expect(within(section).getByTestId('trades-slot')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pool dashboard' })).toBe(section);
  });

  it('shows the eight cards in the required order, the trades slot first', () => {
    renderGrid(<DashboardGrid summary={fixtures.dashboard} tradesCard={tradesSlot} />, 'Goldie');
    const grid = (document.getElementById('dashboard') as HTMLElement).lastElementChild as HTMLElement;
    expect(grid.children).toHaveLength(8);
    expect(grid.children[0]).toBe(screen.getByTestId('trades-slot'));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Current Balance',
      '24h Profit',
      'Weekly Profit',
      'Monthly Profit',
      'Total Generated',
      'Smart Burn Pool',
      'Goldie Burned',
    ]);
  });

  it('formats money, keeps tokensBurned as given and shows the fixed notes', () => {
    renderGrid(<DashboardGrid summary={fixtures.dashboard} tradesCard={tradesSlot} />);
    expect(screen.getByTestId('stat-value-current-balance')).toHaveTextContent('$1,284,562.37');
    expect(screen.getByTestId('stat-value-total-generated')).toHaveTextContent('$2,847,391.64');
    expect(screen.getByTestId('stat-value-burn-pool')).toHaveTextContent('$142,369.58');
    expect(screen.getByTestId('stat-value-tokens-burned')).toHaveTextContent(/^12,450,000 SBP$/);
    for (const note of ['Updated 2 min ago', 'All-time AI profits', 'Available for burns', 'Next burn in 3-7 days']) {
      expect(screen.getByText(note)).toBeVisible();
    }
  });

  it('shows the hard-coded profit percentages, whatever the summary says', () => {
    const summary = { ...fixtures.dashboard, profit24h: -99, profitWeekly: 0, profitMonthly: 12345 };
    renderGrid(<DashboardGrid summary={summary} tradesCard={tradesSlot} />);
    expect(screen.getByTestId('stat-value-profit-24h')).toHaveTextContent(/^\+3\.24%$/);
    expect(screen.getByTestId('stat-value-profit-weekly')).toHaveTextContent(/^\+15\.21%$/);
    expect(screen.getByTestId('stat-value-profit-monthly')).toHaveTextContent(/^\+34\.67%$/);
    expect(screen.getByTestId('stat-value-profit-24h')).toHaveTextContent(HARD_CODED_PROFITS.profit24h);
    for (const id of ['profit-24h', 'profit-weekly', 'profit-monthly']) {
      expect(screen.getByTestId(`stat-value-${id}`)).toHaveAttribute('data-tone', 'profit');
    }
  });

  it('marks only the cards fed by the summary as stale', () => {
    renderGrid(
      <DashboardGrid summary={fixtures.dashboard} tradesCard={tradesSlot} stale lastSuccessAt={FIXTURE_NOW - 60_000} />,
    );
    const staleCards = screen.getAllByTestId('stale-mark').map((m) => m.closest('article')?.dataset.testid);
    expect(staleCards).toEqual([
      'stat-card-current-balance',
      'stat-card-total-generated',
      'stat-card-burn-pool',
      'stat-card-tokens-burned',
    ]);
  });

  it('formats money in the given locale', () => {
    renderGrid(<DashboardGrid summary={fixtures.dashboard} tradesCard={tradesSlot} locale="de-DE" />);
    expect(screen.getByTestId('stat-value-current-balance')).toHaveTextContent('$1.284.562,37');
  });

  it('passes each figure through renderValue, keeping its text for the hover title', () => {
    const summary = { ...fixtures.dashboard, tokensBurned: 'SBP '.repeat(100) };
    renderGrid(
      <DashboardGrid
        summary={summary}
        tradesCard={tradesSlot}
        renderValue={(text) => <span data-testid="decorated">{text}</span>}
      />,
    );
    expect(screen.getAllByTestId('decorated')).toHaveLength(4);
    expect(screen.getByTestId('stat-value-tokens-burned')).toHaveAttribute('title', summary.tokensBurned);
  });
});
