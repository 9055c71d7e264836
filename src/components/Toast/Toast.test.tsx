import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { TOAST_DURATION_MS } from '../../constants';
import { Toaster, toast, useToast } from './Toast';
import { toastStore } from './toastStore';

afterEach(() => act(() => toastStore.reset()));

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('Toaster', () => {
  it('shows a raised toast with its title, description and a named close button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'New burn: Token burn executed', description: '250,000 SBP burned' });
    });
    const list = within(region());
    expect(list.getByText('New burn: Token burn executed')).toBeVisible();
    expect(list.getByText('250,000 SBP burned')).toBeVisible();
    expect(list.getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
    expect(list.getByRole('listitem')).toHaveAttribute('data-variant', 'default');
  });

  it('marks the destructive variant', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Couldn't refresh latest trades", variant: 'destructive' });
    });
    expect(within(region()).getByRole('listitem')).toHaveAttribute('data-variant', 'destructive');
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    const list = within(region());
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    expect(list.getByText('Second')).toBeVisible();
    expect(list.queryByText('First')).toBeNull();
  });

  it('closes on the close button and on dismiss()', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Closable' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
    expect(screen.queryByText('Closable')).toBeNull();

    let handle!: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ title: 'By handle' });
    });
    expect(handle.id).toMatch(/^toast-/);
    act(() => handle.dismiss());
    expect(screen.queryByText('By handle')).toBeNull();
  });

  it(`closes by itself after ${TOAST_DURATION_MS} ms`, async () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        toast({ title: 'Timed' });
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 100);
      });
      expect(screen.getByText('Timed')).toBeVisible();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
      expect(screen.queryByText('Timed')).toBeNull();
      expect(toastStore.getSnapshot()[0]?.open).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('useToast gives the toasts and the functions to raise and dismiss them', () => {
    let api!: ReturnType<typeof useToast>;
    function Probe() {
      api = useToast();
      return <p>{api.toasts.map((t) => t.title).join(',')}</p>;
    }
    render(<Probe />);
    act(() => {
      api.toast({ title: 'Via hook' });
    });
    expect(screen.getByText('Via hook')).toBeInTheDocument();
    act(() => api.dismiss());
    expect(api.toasts[0]?.open).toBe(false);
  });

  it('renders on the server without toasts (SSR-safe store)', () => {
    act(() => {
      toast({ title: 'Client only' });
    });
    const html = renderToString(<Toaster />);
    expect(html).not.toContain('Client only');
  });
});
