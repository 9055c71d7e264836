import { act, Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadableModule, useLoadWhen, type LoadableModule, type LoadTrigger } from './loadWhen';

function Part({ mod, name, when = 'idle' }: { mod: LoadableModule<string>; name: string; when?: LoadTrigger }) {
  const { value, trigger } = useLoadWhen(mod, when);
  return (
    <button type="button" data-part={name} {...trigger}>
      {value ?? ''}
    </button>
  );
}

describe('useLoadWhen', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const render = async (element: React.ReactNode) => {
    await act(async () => {
      root ??= createRoot(container);
      root.render(element);
    });
  };
  const settle = () =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
  const texts = () => [...container.querySelectorAll('[data-part]')].map((el) => el.textContent);

  it('loads once the page is idle and shows every part that asked in one commit', async () => {
    // As in a browser, each idle callback runs in a task of its own, at its own time.
    let idleCallbacks = 0;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 50 * ++idleCallbacks));
    const importer = vi.fn(() => Promise.resolve('loaded'));
    const mod = loadableModule(importer);
    const commits: string[] = [];
    await render(
      <Profiler id="parts" onRender={(_id, phase) => commits.push(phase)}>
        <Part mod={mod} name="a" />
        <div>
          <Part mod={mod} name="b" />
        </div>
        <Part mod={mod} name="c" />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
    expect(importer).not.toHaveBeenCalled();
    await settle();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(idleCallbacks).toBe(1);
    expect(texts()).toEqual(['loaded', 'loaded', 'loaded']);
    // The three parts' updates came together: one render and commit for all of them.
    expect(commits).toEqual(['mount', 'update']);
  });

  it('tries a failed load again for a part that mounts later', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('loaded');
    const mod = loadableModule<string>(importer);
    await render(<Part mod={mod} name="a" />);
    await settle();
    expect(container.textContent).toBe('');
    await render(<Part key="again" mod={mod} name="b" />);
    await settle();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(container.textContent).toBe('loaded');
  });

  it('with `interaction`, loads on the first pointer or focus on the trigger element, not before', async () => {
    const importer = vi.fn(() => Promise.resolve('scrub'));
    const mod = loadableModule(importer);
    await render(
      <>
        <Part mod={mod} name="a" when="interaction" />
        <Part mod={mod} name="b" when="interaction" />
      </>,
    );
    await settle();
    expect(importer).not.toHaveBeenCalled();
    await act(async () => container.querySelector<HTMLElement>('[data-part="a"]')!.focus());
    await settle();
    expect(importer).toHaveBeenCalledTimes(1);
    // Only the part that was touched shows it; the other loads (at once) on its own first touch.
    expect(texts()).toEqual(['scrub', '']);
    const b = container.querySelector<HTMLElement>('[data-part="b"]')!;
    await act(async () => b.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    await settle();
    expect(texts()).toEqual(['scrub', 'scrub']);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('with `visible`, loads when the trigger element comes near the screen', async () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          notify = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const importer = vi.fn(() => Promise.resolve('below'));
    await render(<Part mod={loadableModule(importer)} name="a" when="visible" />);
    await settle();
    expect(observed).toEqual([container.querySelector('[data-part="a"]')]);
    expect(importer).not.toHaveBeenCalled();
    await act(async () => notify!([{ isIntersecting: true }]));
    await settle();
    expect(texts()).toEqual(['below']);
  });

  it('loads nothing while `when` is false, and at once when it becomes `now`', async () => {
    const importer = vi.fn(() => Promise.resolve('toast'));
    const mod = loadableModule(importer);
    await render(<Part mod={mod} name="a" when={false} />);
    await settle();
    expect(importer).not.toHaveBeenCalled();
    await render(<Part mod={mod} name="a" when="now" />);
    await act(async () => {});
    expect(texts()).toEqual(['toast']);
  });

  it('renders without the part on the server and while hydrating, even where it is at hand', async () => {
    const mod = loadableModule(() => Promise.resolve('late'));
    mod.provide('here');
    const html = renderToString(<Part mod={mod} name="a" when="now" />);
    expect(html).not.toContain('here');
    container.replaceChildren(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, <Part mod={mod} name="a" when="now" />);
    });
    // Hydrated without a mismatch; then, in a later commit, the part.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(texts()).toEqual(['here']);
  });
});
