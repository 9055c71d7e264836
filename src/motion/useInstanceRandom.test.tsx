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

describe('useInstanceRandom', () => {
  it('gives each decoration the same draw under a seed, whatever was drawn before it', () => {
    const alone = statusWords(42, 0);
    expect(alone).toHaveLength(3);
    for (const draws of [1, 2, 7]) expect(statusWords(42, draws)).toEqual(alone);
  });

  it('still varies with the seed and with the place in the tree', () => {
    const pages = Array.from({ length: 20 }, (_, seed) => statusWords(seed, 0));
    expect(new Set(pages.map((words) => words.join())).size).toBeGreaterThan(5);
    expect(pages.some((words) => new Set(words).size > 1)).toBe(true);
  });
});
