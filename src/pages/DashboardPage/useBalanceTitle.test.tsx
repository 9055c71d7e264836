import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fixtures } from '../../../mocks/fixtures';
import { POLL_DASHBOARD_MS } from '../../constants';
import { SmartBurnProvider } from '../../providers';
import { createQueryClient } from '../../data';
import { useBalanceTitle } from './useBalanceTitle';

let balance = 1_284_527.31;
let failing = false;
const server = setupServer(
  http.get('*/api/dashboard', () =>
    failing
      ? new HttpResponse('down', { status: 503 })
      : HttpResponse.json({ ...fixtures.dashboard, currentBalance: balance }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  document.title = 'Smart Burn Pool — AI Gold Trading & Token Burning';
  balance = 1_284_527.31;
  failing = false;
});
afterEach(() => vi.useRealTimers());

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <SmartBurnProvider queryClient={createQueryClient()} apiBase="http://api.test" brand={{ locale: 'en-US' }}>
    {children}
  </SmartBurnProvider>
);

describe('useBalanceTitle', () => {
  it('puts the live balance in the tab title, follows each poll, keeps the last one on a failed poll, and restores the title on unmount', async () => {
    const { unmount } = renderHook(() => useBalanceTitle(), { wrapper });
    await waitFor(() => expect(document.title).toBe('$1,284,527.31 · Smart Burn Pool'));
    balance = 1_290_000;
    await act(() => vi.advanceTimersByTimeAsync(POLL_DASHBOARD_MS));
    await waitFor(() => expect(document.title).toBe('$1,290,000.00 · Smart Burn Pool'));
    failing = true;
    await act(() => vi.advanceTimersByTimeAsync(POLL_DASHBOARD_MS));
    expect(document.title).toBe('$1,290,000.00 · Smart Burn Pool');
    unmount();
    expect(document.title).toBe('Smart Burn Pool — AI Gold Trading & Token Burning');
  });
});
