import { TOAST_DESCRIPTION_MAX_CHARS, TOAST_TITLE_MAX_CHARS } from '../../constants';
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

  it('cuts a huge title and description from the API, keeping short ones as they are', () => {
    const store = createToastStore();
    store.toast({ title: `New burn: ${'A'.repeat(10_000)}`, description: 'd'.repeat(10_000) });
    const [entry] = store.getSnapshot();
    expect(entry?.title).toHaveLength(TOAST_TITLE_MAX_CHARS + 1);
    expect(entry?.title.startsWith('New burn: AAA')).toBe(true);
    expect(entry?.title.endsWith('…')).toBe(true);
    expect(entry?.description).toHaveLength(TOAST_DESCRIPTION_MAX_CHARS + 1);
    store.toast({ title: 'Short', description: 'Also short' });
    expect(store.getSnapshot()[0]).toMatchObject({ title: 'Short', description: 'Also short' });
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
