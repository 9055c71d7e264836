import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { fixtures, FIXTURE_NOW } from '../../mocks/fixtures';
import { DashboardApp } from '../App';
import { renderDashboard } from '../server';
import { readInitialState } from './initialState';

/**
 * The browser's side of docs/requirements.md §9.3: the server's markup hydrated with the server's data, ten
 * minutes after the server rendered it, by a browser in another locale. Nothing may mismatch
 * (React reports a mismatch as a recoverable error), nothing is fetched at load, and then the
 * times and the locale move on to the browser's.
 */
describe('hydrating the server-rendered dashboard', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('matches the server markup, fetches nothing, then shows the browser clock and locale', async () => {
    const receivedAt = FIXTURE_NOW - 60_000;
    const page = renderDashboard({
      data: {
        dashboard: { good: { body: fixtures.dashboard, receivedAt } },
        trades: { good: { body: fixtures.trades, receivedAt } },
        activities: { good: { body: fixtures.activities, receivedAt } },
      },
      now: FIXTURE_NOW,
      locale: 'de-DE', // the browser (jsdom) is en-US
    });
    // As the browser gets it: the server's HTML, parsed.
    const served = new DOMParser().parseFromString(`<div id="root">${page.html}</div>${page.stateScript}`, 'text/html');
    document.body.replaceChildren(...served.body.childNodes);
    const container = document.getElementById('root')!;
    const text = () => container.textContent ?? '';
    expect(text()).toContain('$1.284.562,37');
    expect(text()).toContain('vor 5 Minuten');

    vi.useFakeTimers({ toFake: ['Date'], now: FIXTURE_NOW + 10 * 60_000 });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const initialState = readInitialState();
    expect(initialState).toBeDefined();
    await act(async () => {
      root = hydrateRoot(container, <DashboardApp initialState={initialState} />, { onRecoverableError: recoverable });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    // Then the browser's locale and clock: the figures in en-US, the feed ten minutes older.
    expect(text()).toContain('$1,284,562.37');
    expect(text()).toContain('15 minutes ago');
    expect(text()).not.toContain('vor 5 Minuten');
  });
});
