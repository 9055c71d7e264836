import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { TYPEWRITER_DELETE_MS_PER_CHAR, TYPEWRITER_PAUSE_MS, TYPEWRITER_TYPE_MS_PER_CHAR } from '../../constants';
import { MotionProvider } from '../../motion';
import { InitialRenderContext } from '../../ssr/hydration';
import { Typewriter } from './Typewriter';

const PHRASE = 'SMART TRADING POOL';
const phrases = [PHRASE, 'スマート'];

/** The typewriter as the page has it: hydrating the server's render (renderedAt set) or in a client render (unset). */
const typewriter = (renderedAt?: number) => (
  <MotionProvider reducedMotion={false} initialPaused={false}>
    <InitialRenderContext.Provider value={{ renderedAt }}>
      <Typewriter phrases={phrases} />
    </InitialRenderContext.Provider>
  </MotionProvider>
);

describe('Typewriter in motion', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  const visible = () => container.querySelector('[data-testid="typewriter-visible"]')?.textContent;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    vi.useRealTimers();
  });
  const run = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('hydrating the server markup, keeps the painted phrase through its pause, then deletes it', async () => {
    const served = new DOMParser().parseFromString(renderToString(typewriter(1)), 'text/html');
    container.replaceChildren(...served.body.childNodes);
    expect(visible()).toBe(PHRASE);
    await act(async () => {
      root = hydrateRoot(container, typewriter(1));
    });
    run(TYPEWRITER_TYPE_MS_PER_CHAR * 3);
    expect(visible()).toBe(PHRASE);
    run(TYPEWRITER_PAUSE_MS - TYPEWRITER_TYPE_MS_PER_CHAR * 3 - 100);
    expect(visible()).toBe(PHRASE);
    run(100);
    expect(visible()).toBe(PHRASE.slice(0, -1));
    run(TYPEWRITER_DELETE_MS_PER_CHAR);
    expect(visible()).toBe(PHRASE.slice(0, -2));
  });

  it('in a client render, starts from nothing and types a character every step', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(typewriter(undefined));
    });
    expect(visible()).toBe('');
    run(TYPEWRITER_TYPE_MS_PER_CHAR);
    expect(visible()).toBe('S');
  });
});
