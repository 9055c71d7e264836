import { createToastStore } from './toastStore';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps one toast: a new one replaces the old', () => {
    const store = createToastStore();
    store.toast({ title: 'First' });
    store.toast({ title: 'Second', variant: 'destructive' });
    expect(store.getSnapshot().map((t) => [t.title, t.variant])).toEqual([['Second', 'destructive']]);
  });

  it('removes a dismissed toast 1,000,000 ms after dismissal, not before', () => {
    const store = createToastStore();
    const { dismiss } = store.toast({ title: 'Hello' });
    dismiss();
    expect(store.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(999_999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('notifies subscribers and defaults to the default variant', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.toast({ title: 'x' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()[0]?.variant).toBe('default');
  });
});
