import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures, FIXTURE_NOW } from '../../../mocks/fixtures';
import { LATEST_TRADES_SHOWN } from '../../constants';
import { SmartBurnProvider } from '../../providers';
import { LatestTradesCardView } from './LatestTradesCardView';

const renderCard = (ui: React.ReactElement) =>
  render(
    <SmartBurnProvider brand={{ locale: 'en-US' }} motion={{ frozenAt: FIXTURE_NOW }}>
      {ui}
    </SmartBurnProvider>,
  );

const rows = () =>
  screen
    .getAllByTestId('trade-profit')
    .map((p) => [(p.previousElementSibling as HTMLElement).textContent, p.textContent, p.dataset.tone]);

describe('LatestTradesCardView', () => {
  it('shows the first three trades: pair, signed profit with $, green above 0 else red', () => {
    renderCard(<LatestTradesCardView trades={fixtures.trades} state="ready" />);
    expect(screen.getByRole('heading', { name: 'Latest AI Trades' })).toBeVisible();
    expect(fixtures.trades.length).toBeGreaterThan(LATEST_TRADES_SHOWN);
    expect(rows()).toEqual([
      ['XAU/USD', '+$1,245.20', 'profit'],
      ['XAU/EUR', '-$312.75', 'loss'],
      ['XAU/JPY', '+$894.10', 'profit'],
    ]);
  });

  it('shows a zero profit as $0.00 in red, with no sign', () => {
    renderCard(
      <LatestTradesCardView
        trades={[
          { pair: 'XAG/USD', profit: 0 },
          { pair: 'XAU/USD', profit: 0.001 },
          { pair: 'XAU/EUR', profit: 0.01 },
        ]}
        state="ready"
      />,
    );
    expect(rows()).toEqual([
      ['XAG/USD', '$0.00', 'loss'],
      // Above 0 is green even when it rounds to $0.00; the + only shows with a visible amount.
      ['XAU/USD', '$0.00', 'profit'],
      ['XAU/EUR', '+$0.01', 'profit'],
    ]);
  });

  it('says so when there are no trades', () => {
    renderCard(<LatestTradesCardView trades={[]} state="ready" />);
    expect(screen.getByText('No trades yet')).toBeVisible();
    expect(within(screen.getByTestId('latest-trades')).queryByRole('list')).toBeNull();
  });

  it('shows placeholders and is busy while loading', () => {
    renderCard(<LatestTradesCardView trades={undefined} state="loading" />);
    const card = screen.getByTestId('latest-trades');
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(screen.getByRole('list', { name: 'Loading trades' })).getAllByRole('listitem')).toHaveLength(
      LATEST_TRADES_SHOWN,
    );
  });

  it('shows a failed first load inline with Retry', async () => {
    const onRetry = vi.fn();
    renderCard(
      <LatestTradesCardView trades={undefined} state="error" error="503: trade engine offline" onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Trades could not be loaded');
    expect(alert).toHaveTextContent('503: trade engine offline');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the trades and adds the stale mark when a refresh failed', () => {
    renderCard(
      <LatestTradesCardView trades={fixtures.trades} state="ready" stale lastSuccessAt={FIXTURE_NOW - 45_000} />,
    );
    expect(screen.getAllByTestId('trade-profit')).toHaveLength(3);
    expect(screen.getByText('Stale — last update failed, data from 45 seconds ago')).toBeVisible();
    expect(screen.getByTestId('latest-trades')).toHaveAttribute('data-state', 'stale');
  });

  it('keeps a long pair on one line with the full text as its title', () => {
    const pair = `XAU/USD ${'PERPETUAL-SWAP-'.repeat(10)}`;
    renderCard(<LatestTradesCardView trades={[{ pair, profit: 1 }]} state="ready" />);
    expect(screen.getByTestId('trade-pair')).toHaveAttribute('title', pair);
  });
});
