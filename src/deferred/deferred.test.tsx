import { act, Profiler } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { deferredModule, useDeferredModule } from './deferred';

function Part({ mod, name }: { mod: ReturnType<typeof deferredModule<string>>; name: string }) {
  const value = useDeferredModule(mod);
  return <span data-part={name}>{value ?? ''}</span>;
}

describe('useDeferredModule', () => {
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

  it('loads once the page is idle and shows every part that asked in one commit', async () => {
    // As in a browser, each idle callback runs in a task of its own, at its own time.
    let idleCallbacks = 0;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 50 * ++idleCallbacks));
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
    const importer = vi.fn(() => Promise.resolve('loaded'));
    const mod = deferredModule(importer);
    const commits: string[] = [];
    await act(async () => {
      root = createRoot(container);
      root.render(
        <Profiler id="parts" onRender={(_id, phase) => commits.push(phase)}>
          <Part mod={mod} name="a" />
          <div>
            <Part mod={mod} name="b" />
          </div>
          <Part mod={mod} name="c" />
        </Profiler>,
      );
    });
    expect(commits).toEqual(['mount']);
    expect(importer).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(idleCallbacks).toBe(1);
    expect([...container.querySelectorAll('[data-part]')].map((el) => el.textContent)).toEqual([
      'loaded',
      'loaded',
      'loaded',
    ]);
    // The three parts' updates came together: one render and commit for all of them.
    expect(commits).toEqual(['mount', 'update']);
  });

  it('tries a failed load again for a part that mounts later', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('loaded');
    const mod = deferredModule<string>(importer);
    await act(async () => {
      root = createRoot(container);
      root.render(<Part mod={mod} name="a" />);
    });
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(container.textContent).toBe('');
    await act(async () => {
      root!.render(<Part key="again" mod={mod} name="b" />);
    });
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(importer).toHaveBeenCalledTimes(2);
    expect(container.textContent).toBe('loaded');
  });
});
