import { act, render, screen } from '@testing-library/react';
import { FIXTURE_NOW } from '../../../mocks/fixtures';
import { RELATIVE_TIME_TICK_MS } from '../../constants';
import { SmartBurnProvider } from '../../providers';
import { StaleMark } from './StaleMark';

const renderFrozen = (ui: React.ReactElement) =>
  render(
    <SmartBurnProvider brand={{ locale: 'en-US' }} motion={{ frozenAt: FIXTURE_NOW }}>
      {ui}
    </SmartBurnProvider>,
  );

describe('StaleMark', () => {
  it('says the last update failed', () => {
    renderFrozen(<StaleMark />);
    expect(screen.getByTestId('stale-mark')).toHaveTextContent(/^⚠Stale — last update failed$/);
  });

  it('adds the age of the data on screen when it is known', () => {
    renderFrozen(<StaleMark lastSuccessAt={FIXTURE_NOW - 3 * 60_000} />);
    expect(screen.getByText('Stale — last update failed, data from 3 minutes ago')).toBeVisible();
  });

  it('takes another label', () => {
    renderFrozen(<StaleMark label="trades refresh failed" />);
    expect(screen.getByText('Stale — trades refresh failed')).toBeVisible();
  });

  it('is a plain badge, not a live region that would re-announce on every poll', () => {
    renderFrozen(<StaleMark lastSuccessAt={FIXTURE_NOW} />);
    const mark = screen.getByTestId('stale-mark');
    expect(mark.closest('[role="status"],[role="alert"],[aria-live]')).toBeNull();
    expect(mark.querySelector('[aria-hidden="true"]')).toHaveTextContent('⚠');
  });

  it('keeps the age current while the page is open', async () => {
    vi.useFakeTimers();
    try {
      const start = Date.now();
      render(
        <SmartBurnProvider brand={{ locale: 'en-US' }}>
          <StaleMark lastSuccessAt={start - 60_000} />
        </SmartBurnProvider>,
      );
      expect(screen.getByText(/data from 1 minute ago/)).toBeVisible();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2 * RELATIVE_TIME_TICK_MS);
      });
      expect(screen.getByText(/data from 2 minutes ago/)).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });
});
