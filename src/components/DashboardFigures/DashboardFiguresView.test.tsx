import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures, FIXTURE_NOW } from '../../../mocks/fixtures';
import { HARD_CODED_PROFITS } from '../../constants';
import { SmartBurnProvider } from '../../providers';
import { DashboardFiguresView } from './DashboardFiguresView';

const renderGrid = (ui: React.ReactElement, productName = 'SmartBurn') =>
  render(
    <SmartBurnProvider brand={{ locale: 'en-US', productName }} motion={{ frozenAt: FIXTURE_NOW }}>
      {ui}
    </SmartBurnProvider>,
  );

const tradesSlot = <article data-testid="trades-slot">trades</article>;

/** A card as a user finds it: the article named by its title. */
const card = (name: string) => screen.getByRole('article', { name });
/** The figure of a card: its `value` part (the anatomy's name for it). */
const valueOf = (name: string) => card(name).querySelector('[data-part="value"]') as HTMLElement;

describe('DashboardFiguresView', () => {
  it('is the #dashboard section, named by its heading', () => {
    renderGrid(<DashboardFiguresView id="dashboard" summary={fixtures.dashboard} tradesCard={tradesSlot} />);
    const section = document.getElementById('dashboard') as HTMLElement;
    expect(section.tagName).toBe('SECTION');
    expect(within(section).getByTestId('trades-slot')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pool dashboard' })).toBe(section);
  });

  it('shows the eight cards in the required order, the trades slot first', () => {
    renderGrid(<DashboardFiguresView summary={fixtures.dashboard} tradesCard={tradesSlot} />, 'Goldie');
    const grid = screen.getByRole('region', { name: 'Pool dashboard' }).lastElementChild as HTMLElement;
    expect(grid.children).toHaveLength(8);
    expect(grid.children[0]).toBe(screen.getByTestId('trades-slot'));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      'Current Balance|24h Profit|Weekly Profit|Monthly Profit|Total Generated|Smart Burn Pool|Goldie Burned'.split(
        '|',
      ),
    );
  });

  it('formats money, keeps tokensBurned as given and shows the fixed notes', () => {
    renderGrid(<DashboardFiguresView summary={fixtures.dashboard} tradesCard={tradesSlot} />);
    expect(valueOf('Current Balance')).toHaveTextContent('$1,284,562.37');
    expect(valueOf('Total Generated')).toHaveTextContent('$2,847,391.64');
    expect(valueOf('Smart Burn Pool')).toHaveTextContent('$142,369.58');
    expect(valueOf('SmartBurn Burned')).toHaveTextContent(/^12,450,000 SBP$/);
    for (const note of ['Updated 2 min ago', 'All-time AI profits', 'Available for burns', 'Next burn in 3-7 days']) {
      expect(screen.getByText(note)).toBeVisible();
    }
  });

  it('shows the hard-coded profit percentages, whatever the summary says', () => {
    const summary = { ...fixtures.dashboard, profit24h: -99, profitWeekly: 0, profitMonthly: 12345 };
    renderGrid(<DashboardFiguresView summary={summary} tradesCard={tradesSlot} />);
    expect(valueOf('24h Profit')).toHaveTextContent(/^\+3\.24%$/);
    expect(valueOf('Weekly Profit')).toHaveTextContent(/^\+15\.21%$/);
    expect(valueOf('Monthly Profit')).toHaveTextContent(/^\+34\.67%$/);
    expect(valueOf('24h Profit')).toHaveTextContent(HARD_CODED_PROFITS.profit24h);
    for (const name of ['24h Profit', 'Weekly Profit', 'Monthly Profit']) {
      expect(valueOf(name)).toHaveAttribute('data-tone', 'profit');
    }
  });

  it('marks only the cards fed by the summary as stale', () => {
    renderGrid(
      <DashboardFiguresView
        summary={fixtures.dashboard}
        tradesCard={tradesSlot}
        stale
        lastSuccessAt={FIXTURE_NOW - 60_000}
      />,
    );
    const staleCards = screen
      .getAllByText(/^Stale — last update failed/)
      .map((m) => m.closest('article')?.querySelector('h3')?.textContent);
    expect(staleCards).toEqual(['Current Balance', 'Total Generated', 'Smart Burn Pool', 'SmartBurn Burned']);
  });

  it('formats money in the given locale', () => {
    renderGrid(<DashboardFiguresView summary={fixtures.dashboard} tradesCard={tradesSlot} locale="de-DE" />);
    expect(valueOf('Current Balance')).toHaveTextContent('$1.284.562,37');
  });

  it('passes each figure through renderValue, keeping its text for the hover title', () => {
    const summary = { ...fixtures.dashboard, tokensBurned: 'SBP '.repeat(100) };
    renderGrid(
      <DashboardFiguresView
        summary={summary}
        tradesCard={tradesSlot}
        renderValue={(text) => <span data-testid="decorated">{text}</span>}
      />,
    );
    expect(screen.getAllByTestId('decorated')).toHaveLength(4);
    expect(valueOf('SmartBurn Burned')).toHaveAttribute('title', summary.tokensBurned);
  });

  it('holds the trades card and seven busy placeholders while the summary loads', () => {
    renderGrid(<DashboardFiguresView summary={undefined} state="loading" tradesCard={tradesSlot} />);
    const section = screen.getByRole('region', { name: 'Pool dashboard' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    const grid = section.lastElementChild as HTMLElement;
    expect(grid.children).toHaveLength(8);
    expect(grid.children[0]).toBe(screen.getByTestId('trades-slot'));
    expect(section.querySelectorAll('[data-part="placeholder"]')).toHaveLength(7);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('shows a failed first load inline with Retry, and keeps the trades card', async () => {
    const onRetry = vi.fn();
    renderGrid(
      <DashboardFiguresView
        summary={undefined}
        state="error"
        error="500: pool database unavailable"
        onRetry={onRetry}
        tradesCard={tradesSlot}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Pool statistics could not be loaded');
    expect(alert).toHaveTextContent('500: pool database unavailable');
    expect(screen.getByTestId('trades-slot')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Current Balance' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
