import { act, useId } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StatusWord } from '../components/Decorations/StatusWord';
import { MotionProvider, useMotion } from './MotionProvider';
import { createSeededRandom } from './random';

/** Draws from the provider's shared source during render, as a decoration loaded earlier would. */
function Drawer({ draws }: { draws: number }) {
  const { random } = useMotion();
  for (let i = 0; i < draws; i++) random();
  return null;
}

function statusWords(seed: number, drawsBefore: number): string[] {
  const html = renderToString(
    <MotionProvider random={createSeededRandom(seed)} frozenAt={0}>
      <Drawer draws={drawsBefore} />
      <StatusWord />
      <StatusWord />
      <StatusWord />
    </MotionProvider>,
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('span[lang="ja"]')].map((el) => el.textContent ?? '');
}

/** Components that take ids as they mount, as a toast or a tooltip does before a badge loads. */
function IdTakers({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => <IdTaker key={i} />);
}
function IdTaker() {
  useId();
  return null;
}

/** The words of three keyed badges rendered in a browser, after `idsBefore` ids were taken. */
function keyedWordsInBrowser(idsBefore: number): string[] {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <MotionProvider random={createSeededRandom(42)} frozenAt={0}>
        <IdTakers count={idsBefore} />
        {[1, 2, 3].map((key) => (
          <StatusWord key={key} randomKey={key} />
        ))}
      </MotionProvider>,
    ),
  );
  const words = [...container.querySelectorAll('span[lang="ja"]')].map((el) => el.textContent ?? '');
  act(() => root.unmount());
  return words;
}

describe('useInstanceRandom', () => {
  it('gives each decoration the same draw under a seed, whatever was drawn before it', () => {
    const alone = statusWords(42, 0);
    expect(alone).toHaveLength(3);
    for (const draws of [1, 2, 7]) expect(statusWords(42, draws)).toEqual(alone);
  });

  it('gives a keyed decoration the same draw in a browser render, however many ids were taken first', () => {
    const first = keyedWordsInBrowser(0);
    expect(first).toHaveLength(3);
    for (const ids of [1, 5, 12]) expect(keyedWordsInBrowser(ids)).toEqual(first);
  });

  it('still varies with the seed and with the place in the tree', () => {
    const pages = Array.from({ length: 20 }, (_, seed) => statusWords(seed, 0));
    expect(new Set(pages.map((words) => words.join())).size).toBeGreaterThan(5);
    expect(pages.some((words) => new Set(words).size > 1)).toBe(true);
  });
});
