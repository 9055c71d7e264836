import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fixtures, FIXTURE_NOW } from '../../../mocks/fixtures';
import {
  FRESHNESS_AGEING_AFTER_POLLS,
  FRESHNESS_STALE_AFTER_POLLS,
  POLL_ACTIVITIES_MS,
  POLL_DASHBOARD_MS,
  POLL_TRADES_MS,
} from '../../constants';
import { createQueryClient } from '../../data';
import { SmartBurnProvider } from '../../providers';
import { Freshness } from './Freshness';
import { freshnessOf } from './freshnessStatus';
import { LiveFreshness } from './LiveFreshness';

const SECOND = 1_000;

describe('freshnessOf', () => {
  const at = (ageMs: number, intervalMs = POLL_DASHBOARD_MS, failed = false) => ({
    lastSuccessAt: FIXTURE_NOW - ageMs,
    intervalMs,
    failed,
  });

  it('is fresh while every endpoint is younger than its ageing threshold, dated by the oldest data', () => {
    expect(freshnessOf([at(5 * SECOND), at(12 * SECOND, POLL_TRADES_MS)], FIXTURE_NOW)).toEqual({
      status: 'fresh',
      updatedAt: FIXTURE_NOW - 12 * SECOND,
    });
  });

  it('turns ageing past FRESHNESS_AGEING_AFTER_POLLS intervals and stale past FRESHNESS_STALE_AFTER_POLLS', () => {
    const ageing = FRESHNESS_AGEING_AFTER_POLLS * POLL_TRADES_MS;
    const stale = FRESHNESS_STALE_AFTER_POLLS * POLL_TRADES_MS;
    expect(freshnessOf([at(ageing, POLL_TRADES_MS)], FIXTURE_NOW).status).toBe('fresh');
    expect(freshnessOf([at(ageing + 1, POLL_TRADES_MS)], FIXTURE_NOW).status).toBe('ageing');
    expect(freshnessOf([at(stale, POLL_TRADES_MS)], FIXTURE_NOW).status).toBe('ageing');
    expect(freshnessOf([at(stale + 1, POLL_TRADES_MS)], FIXTURE_NOW).status).toBe('stale');
    // Each endpoint against its own interval: 31 s is young for the dashboard (30 s), old for trades (15 s).
    expect(freshnessOf([at(31 * SECOND, POLL_DASHBOARD_MS)], FIXTURE_NOW).status).toBe('fresh');
    expect(freshnessOf([at(31 * SECOND, POLL_TRADES_MS)], FIXTURE_NOW).status).toBe('stale');
  });

  it('is stale as soon as any endpoint failed, even with young data, dated by the stale data; one stale endpoint outweighs the others', () => {
    expect(freshnessOf([at(SECOND), at(9 * SECOND, POLL_TRADES_MS, true), at(20 * SECOND)], FIXTURE_NOW)).toEqual({
      status: 'stale',
      updatedAt: FIXTURE_NOW - 9 * SECOND,
    });
    expect(freshnessOf([at(3 * POLL_ACTIVITIES_MS, POLL_ACTIVITIES_MS), at(0)], FIXTURE_NOW)).toEqual({
      status: 'stale',
      updatedAt: FIXTURE_NOW - 3 * POLL_ACTIVITIES_MS,
    });
    // A block that never loaded has no "last update": the warning goes without a time.
    expect(
      freshnessOf([at(SECOND), { lastSuccessAt: undefined, intervalMs: POLL_TRADES_MS, failed: true }], FIXTURE_NOW),
    ).toEqual({ status: 'stale', updatedAt: undefined });
    // Still loading (not failed) counts for nothing yet.
    expect(
      freshnessOf([at(SECOND), { lastSuccessAt: undefined, intervalMs: POLL_TRADES_MS, failed: false }], FIXTURE_NOW),
    ).toEqual({ status: 'fresh', updatedAt: FIXTURE_NOW - SECOND });
  });
});

const renderIndicator = (ui: React.ReactElement) =>
  render(<SmartBurnProvider brand={{ locale: 'en-US' }}>{ui}</SmartBurnProvider>);

describe('Freshness', () => {
  it('reads "Live · updated 12 seconds ago" when fresh', () => {
    renderIndicator(<Freshness status="fresh" lastSuccessAt={FIXTURE_NOW - 12 * SECOND} now={FIXTURE_NOW} />);
    expect(screen.getByTestId('freshness')).toHaveTextContent(/^Live data · updated 12 seconds ago$/);
    expect(screen.getByTestId('freshness')).toHaveAttribute('data-status', 'fresh');
  });

  it('warns "Data may be out of date: last update 4 minutes ago" when stale', () => {
    const { unmount } = renderIndicator(
      <Freshness status="stale" lastSuccessAt={FIXTURE_NOW - 4 * 60 * SECOND} now={FIXTURE_NOW} />,
    );
    expect(screen.getByTestId('freshness')).toHaveTextContent(/^⚠Data may be out of date: last update 4 minutes ago$/);
    unmount();
    renderIndicator(<Freshness status="stale" lastSuccessAt={undefined} now={FIXTURE_NOW} />);
    expect(screen.getByTestId('freshness')).toHaveTextContent(/^⚠Data may be out of date$/);
  });

  it('announces only the status words, politely: the ticking age is outside the live region', () => {
    const { rerender } = renderIndicator(
      <Freshness status="fresh" lastSuccessAt={FIXTURE_NOW - 12 * SECOND} now={FIXTURE_NOW} />,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent(/^Live data$/);
    const wrap = (ui: React.ReactElement) => <SmartBurnProvider brand={{ locale: 'en-US' }}>{ui}</SmartBurnProvider>;
    // Ticks and ageing change the visible age, never the region's text (no announcement).
    rerender(wrap(<Freshness status="ageing" lastSuccessAt={FIXTURE_NOW - 40 * SECOND} now={FIXTURE_NOW} />));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent(/^Live data$/);
    expect(screen.getByTestId('freshness')).toHaveTextContent('updated 40 seconds ago');
    // Fresh -> stale changes it: one polite announcement.
    rerender(wrap(<Freshness status="stale" lastSuccessAt={FIXTURE_NOW - 70 * SECOND} now={FIXTURE_NOW} />));
    expect(screen.getByRole('status')).toHaveTextContent(/^Data may be out of date$/);
    expect(screen.getByRole('status')).not.toHaveAttribute('aria-live', 'assertive');
  });
});

describe('LiveFreshness (connected)', () => {
  let tradesStatus = 200;
  const server = setupServer(
    http.get('*/api/dashboard', () => HttpResponse.json(fixtures.dashboard)),
    http.get('*/api/trades', () =>
      tradesStatus === 200
        ? HttpResponse.json(fixtures.trades)
        : new HttpResponse('trade engine offline', { status: 500 }),
    ),
    http.get('*/api/activities', () => HttpResponse.json(fixtures.activities)),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    tradesStatus = 200;
  });
  afterEach(() => vi.useRealTimers());
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('goes from fresh to stale after a failed refresh, and back to fresh after the next good one', async () => {
    const client = createQueryClient();
    render(
      <SmartBurnProvider queryClient={client} apiBase="http://api.test" brand={{ locale: 'en-US' }}>
        <LiveFreshness />
      </SmartBurnProvider>,
    );
    const indicator = screen.getByTestId('freshness');
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await advance(12 * SECOND);
    expect(indicator).toHaveAttribute('data-status', 'fresh');
    expect(indicator).toHaveTextContent(/Live data · updated (11|12) seconds ago/);

    tradesStatus = 500;
    await advance(POLL_TRADES_MS - 12 * SECOND + 100);
    await waitFor(() => expect(indicator).toHaveAttribute('data-status', 'stale'));
    expect(screen.getByRole('status')).toHaveTextContent('Data may be out of date');

    tradesStatus = 200;
    await advance(POLL_TRADES_MS);
    await waitFor(() => expect(indicator).toHaveAttribute('data-status', 'fresh'));
    expect(screen.getByRole('status')).toHaveTextContent(/^Live data$/);
  });
});
