import { act, renderHook } from '@testing-library/react';
import { toastStore } from '../../components/Toast/toastStore';
import type { Activity } from '../../data/types';
import { newArrivals, useNewBurnToast } from './useNewBurnToast';

const activity = (id: string, type = 'burn'): Activity => ({
  id,
  type,
  title: `T ${id}`,
  description: `D ${id}`,
  timestamp: '2026-01-15T12:00:00Z',
});

afterEach(() => act(() => toastStore.reset()));

describe('newArrivals', () => {
  it('treats the first answer as history and later unseen ids as new', () => {
    const first = newArrivals(null, [activity('a'), activity('b')]);
    expect(first.fresh).toEqual([]);
    const second = newArrivals(first.known, [activity('c'), activity('a'), activity('b')]);
    expect(second.fresh.map((a) => a.id)).toEqual(['c']);
  });

  it('remembers only the latest answer: memory stays bounded over a day of polls', () => {
    let known: Set<Activity['id']> | null = null;
    for (let poll = 0; poll < 4_320; poll++) {
      const window = Array.from({ length: 100 }, (_, i) => activity(`sim-${poll - i}`));
      known = newArrivals(known, window).known;
    }
    expect(known?.size).toBe(100);
  });
});

describe('useNewBurnToast', () => {
  it('toasts a burn that arrives by polling, once, and nothing for the first answer or other types', () => {
    const { rerender } = renderHook(({ list }) => useNewBurnToast(list), { initialProps: { list: [activity('a')] } });
    expect(toastStore.getSnapshot()).toEqual([]);
    rerender({ list: [activity('t', 'trade'), activity('a')] });
    expect(toastStore.getSnapshot()).toEqual([]);
    rerender({ list: [activity('b'), activity('t', 'trade'), activity('a')] });
    expect(toastStore.getSnapshot().map((t) => t.title)).toEqual(['New burn: T b']);
    act(() => toastStore.reset());
    rerender({ list: [activity('b'), activity('t', 'trade'), activity('a')].slice() });
    expect(toastStore.getSnapshot()).toEqual([]);
  });
});
