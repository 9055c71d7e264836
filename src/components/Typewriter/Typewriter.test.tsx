import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { MotionProvider } from '../../motion';
import { createTypewriterLoopSource, TypewriterLoopContext } from './loopContext';
import { Typewriter } from './Typewriter';
import { loopCss } from './typewriterLoop';
import { typewriterFrame } from './typewriterFrame';

const PHRASE = 'SMART TRADING POOL';
const phrases = [PHRASE, 'スマート'];

const loopSource = createTypewriterLoopSource();
const typewriter = (props: { at?: number; reducedMotion?: boolean } = {}) => (
  <MotionProvider reducedMotion={props.reducedMotion ?? false} initialPaused={false}>
    <TypewriterLoopContext.Provider value={loopSource}>
      <Typewriter phrases={phrases} at={props.at} />
    </TypewriterLoopContext.Provider>
  </MotionProvider>
);

/** The characters and the caret position the markup shows ("S|" = 'S' then the caret). */
function shown(container: ParentNode): string[] {
  return [0, 1].map((k) =>
    [...container.querySelectorAll(`[data-tw^="l${k}-"], [data-tw^="c${k}-"]`)]
      .filter((el) => el.getAttribute('data-shown') === 'true')
      .map((el) => (el.getAttribute('data-tw')!.startsWith('c') ? '|' : el.firstChild!.textContent))
      .join(''),
  );
}

describe('Typewriter', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  beforeEach(() => {
    loopSource.set(loopCss);
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  it('serves the first phrase whole and still; hydrating changes nothing; the loop starts with its code', async () => {
    loopSource.set(undefined);
    try {
      const doc = new DOMParser().parseFromString(renderToString(typewriter()), 'text/html');
      container.replaceChildren(...doc.body.childNodes);
      const served = container.innerHTML;
      // The loop's keyframes are not in the first HTML: it never types.
      expect(served).not.toContain('@keyframes');
      // The loop's first frame: the whole first phrase (the page's heading, its LCP element).
      expect(shown(container)).toEqual([`${PHRASE}|`, '']);
      // Still in the first paint: the loop's animations are no part of the first style pass.
      expect(container.querySelector('[data-typing]')?.getAttribute('data-typing')).toBe('false');
      await act(async () => {
        root = hydrateRoot(container, typewriter());
      });
      expect(container.innerHTML).toBe(served);
      // The loop's code is given (src/deferred/parts.tsx does so once the page is idle): the CSS
      // loop runs, its caret blinking as long as the page's token says.
      document.documentElement.style.setProperty('--sb-motion-duration-loop-blink', '800ms');
      await act(async () => loopSource.set(loopCss));
      expect(container.querySelector('[data-typing]')?.getAttribute('data-typing')).toBe('true');
      expect(shown(container)).toEqual([`${PHRASE}|`, '']);
      // Every character and caret position of both phrases has its animation.
      expect(container.querySelectorAll('[data-tw]')).toHaveLength(2 * PHRASE.length + 1 + 2 * 4 + 1);
      const styles = [...document.querySelectorAll('style')].map((el) => el.textContent).join('');
      // The root's class names the loop (per phrases and blink) and its keyframes.
      const loopClass = [...container.querySelector('[data-typing]')!.classList].find((c) => c.startsWith('sb-tw'));
      expect(loopClass).toMatch(/-800$/);
      const restingCaret = new RegExp(`@keyframes ${loopClass}-c0-${PHRASE.length}\\{([^}]*\\})*\\}`).exec(styles);
      // Shown, then off and on every 400 ms of the 3 s it rests, then gone while the next phrase types.
      expect(restingCaret?.[0].match(/opacity:0/g)?.length).toBeGreaterThanOrEqual(4);
    } finally {
      document.documentElement.style.removeProperty('--sb-motion-duration-loop-blink');
    }
  });

  it('stays still under reduced motion', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(typewriter({ reducedMotion: true }));
    });
    expect(container.querySelector('[data-typing]')?.getAttribute('data-typing')).toBe('false');
    expect(shown(container)).toEqual([`${PHRASE}|`, '']);
  });

  it.each([0, 150, 2_700 + 3_000 + 75, 2_700 + 3_000 + 18 * 75 + 300])(
    'at %i ms shows the frame typewriterFrame gives, with no loop running',
    async (at) => {
      await act(async () => {
        root = createRoot(container);
        root.render(typewriter({ at }));
      });
      const frame = typewriterFrame(at, phrases);
      const expected = ['', ''];
      expected[frame.phraseIndex] = `${frame.text}|`;
      expect(shown(container)).toEqual(expected);
      expect(container.querySelector('[data-typing]')?.getAttribute('data-typing')).toBe('false');
    },
  );
});
