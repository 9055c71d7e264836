import { screen } from '@testing-library/react';
import { fixtures } from '../../../mocks/fixtures';
import { okJson, renderConnected } from '../../../tests/support/connected';
import { describeConnectedBlock } from '../../../tests/support/connectedBlock';
import { LatestTradesCard } from './LatestTradesCard';

const ok = okJson(fixtures.trades);
const queue = describeConnectedBlock('LatestTradesCard', {
  path: '/api/trades',
  block: <LatestTradesCard />,
  ok,
  shows: 'XAU/USD',
  errorTitle: 'Trades could not be loaded',
});

describe('LatestTradesCard (connected)', () => {
  it('loads the trades from /api/trades', async () => {
    queue.answers = [ok];
    renderConnected(<LatestTradesCard />);
    expect(screen.getByTestId('latest-trades')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('XAU/USD')).toBeVisible();
    expect(screen.getAllByTestId('trade-profit').map((p) => p.textContent)).toEqual([
      '+$1,245.20',
      '-$312.75',
      '+$894.10',
    ]);
  });
});
