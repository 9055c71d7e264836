import { render, screen } from '@testing-library/react';
import { FIXTURE_NOW } from '../../../mocks/fixtures';
import { SmartBurnProvider } from '../../providers';
import { TrendRecords } from './TrendRecords';

const DAY = 24 * 60 * 60_000;
const inProviders = (ui: React.ReactNode) =>
  render(
    <SmartBurnProvider brand={{ locale: 'en-US' }} motion={{ frozenAt: FIXTURE_NOW }}>
      {ui}
    </SmartBurnProvider>,
  );

describe('TrendRecords (docs/requirements.md §13.4)', () => {
  it('shows each measured figure under its exact label, since when it is measured', () => {
    inProviders(
      <TrendRecords
        since={new Date(FIXTURE_NOW - 60 * DAY).toISOString()}
        timeZone="UTC"
        records={{
          burnedPerDay: 41_428.6,
          aiProfits30d: 12_345.67,
          largestBurn: { at: new Date(FIXTURE_NOW - 17 * DAY).toISOString(), amount: 310_000 },
          lastBurnAt: new Date(FIXTURE_NOW - 5 * 60_000).toISOString(),
        }}
      />,
    );
    const group = screen.getByRole('group', { name: /measured by this server since Nov 16, 2025/ });
    expect(group).toHaveTextContent(/^Rates and records, measured by this server since Nov 16, 2025/);
    const values = Object.fromEntries(
      [...group.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(values).toEqual({
      'Burned per day': '41,429 tokens',
      'AI profits, last 30 days': '$12,345.67',
      'Largest burn': '310,000 tokens, Dec 29, 2025',
      'Last burn': '5 minutes ago',
    });
  });

  it('says what a figure needs where the history is too short, rather than extrapolating', () => {
    inProviders(
      <TrendRecords
        since={new Date(FIXTURE_NOW - 3 * DAY).toISOString()}
        records={{ burnedPerDay: null, aiProfits30d: null, largestBurn: null, lastBurnAt: null }}
      />,
    );
    expect([...document.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      'needs 7 days of history',
      'needs 30 days of history',
      'no burn with an amount recorded yet',
      'no burn recorded yet',
    ]);
  });
});
