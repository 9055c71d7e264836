import { test, expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { CLS_MAX } from '../scripts/bench/goals.mjs';

/** A pixel differs when its channels differ by more than this, summed: anti-aliasing stays under it. */
const CHANNEL_DIFF = 96;

/*
 * The brand faces and the first paint (docs/requirements.md §8.3): a first visit paints in the
 * metric-matched fallbacks and swaps the faces in without a shift; a repeat visit, with the
 * faces cached, paints in them from its first frame. What was painted is read from the frames
 * Chromium composited (a CDP screencast), not from timings.
 */

// One retry: once in about twenty runs on a loaded machine the first frame recorded at 1280 px
// was already in the brand face (not yet explained; docs/measurements.md, "Known flakes").
test.describe.configure({ retries: 1 });

/** The frames the page composites from now on, as PNG bytes, in order. */
async function recordFrames(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const frames: Buffer[] = [];
  cdp.on('Page.screencastFrame', ({ data, sessionId }) => {
    frames.push(Buffer.from(data, 'base64'));
    void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
  return {
    frames,
    stop: () => cdp.send('Page.stopScreencast'),
  };
}

type Box = { x: number; y: number; width: number; height: number };

/** The pixels of `box` in a PNG frame. */
function crop(frame: Buffer, box: Box): Buffer {
  const png = PNG.sync.read(frame);
  const out = new PNG({ width: box.width, height: box.height });
  PNG.bitblt(png, out, box.x, box.y, box.width, box.height, 0, 0);
  return out.data;
}

/** How many pixels differ between two crops of the same size (or from one colour: `b` of 4 bytes). */
function differing(a: Buffer, b: Buffer) {
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    const j = b.length === 4 ? 0 : i;
    const diff = Math.abs(a[i]! - b[j]!) + Math.abs(a[i + 1]! - b[j + 1]!) + Math.abs(a[i + 2]! - b[j + 2]!);
    if (diff > CHANNEL_DIFF) count += 1;
  }
  return count;
}

/** How many pixels of the wordmark's box differ between two frames. */
const wordmarkDiff = (a: Buffer, b: Buffer, box: Box) => differing(crop(a, box), crop(b, box));

/** Whether text is drawn in the box: enough of its pixels differ from its corner's colour. */
function hasText(frame: Buffer, box: Box) {
  const pixels = crop(frame, box);
  return differing(pixels, pixels.subarray(0, 4)) > 50;
}

/** The first frame in which the wordmark is drawn (`wait`: until one has come), and the last frame. */
async function firstAndLast(page: Page, frames: Buffer[], { wait = false } = {}) {
  const raw = (await page.getByRole('banner').getByText('SmartBurn', { exact: true }).boundingBox())!;
  const box = {
    x: Math.floor(raw.x),
    y: Math.floor(raw.y),
    width: Math.ceil(raw.width),
    height: Math.ceil(raw.height),
  };
  if (wait) await expect.poll(() => frames.some((frame) => hasText(frame, box))).toBe(true);
  const first = frames.find((frame) => hasText(frame, box));
  expect(first, 'a frame shows the wordmark').toBeDefined();
  return { box, first: first!, last: frames.at(-1)! };
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a first visit paints in the fallback faces, and the brand faces swap in without a shift', async ({
      page,
    }) => {
      // The faces are held back until the page has painted, as on a slow first visit.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.woff2?$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.addInitScript(() => {
        const w = window as unknown as { shift: number; moved: string[]; painted: boolean };
        w.shift = 0;
        w.moved = [];
        // What moved (element, class, the start of its text), for the failure message.
        const describe = (node: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.className} "${(node.textContent ?? '').slice(0, 30)}"`
            : String(node?.nodeName);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const { value, sources } = entry as unknown as { value: number; sources: { node: Node | null }[] };
            w.shift += value;
            w.moved.push(`${value.toFixed(4)}: ${sources.map((source) => describe(source.node)).join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver(() => (w.painted = true)).observe({ type: 'paint', buffered: true });
      });
      await page.goto('about:blank');
      const { frames, stop } = await recordFrames(page);
      const response = await page.goto('/', { waitUntil: 'commit' });
      expect(await response!.text(), 'no face is preloaded').not.toContain('as="font"');
      await page.waitForFunction(() => (window as unknown as { painted: boolean }).painted);
      // Released once a frame with the wordmark has come through.
      await firstAndLast(page, frames, { wait: true });
      // What moves from here on is the swap's doing (the decorations that come at idle are not counted).
      await page.evaluate(() => Object.assign(window, { shift: 0, moved: [] }));
      release();
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await stop();
      const { box, first, last } = await firstAndLast(page, frames);
      expect(wordmarkDiff(first, last, box), 'the first paint is in the fallback face').toBeGreaterThan(50);
      const { shift, moved } = await page.evaluate(() => {
        const { shift, moved } = window as unknown as { shift: number; moved: string[] };
        return { shift, moved };
      });
      expect(shift, moved.join('\n')).toBeLessThanOrEqual(CLS_MAX);
    });

    test('a repeat visit, with the faces cached, paints in them from its first frame', async ({ context }) => {
      const visit = await context.newPage();
      await visit.goto('/');
      // The page notes, once loaded with its faces, that they are in the cache now.
      await expect.poll(() => visit.evaluate(() => localStorage.getItem('sb-faces'))).not.toBeNull();
      await visit.close();

      const again = await context.newPage();
      await again.goto('about:blank');
      const { frames, stop } = await recordFrames(again);
      await again.goto('/');
      await again.evaluate(() => document.fonts.ready);
      await again.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await stop();
      const { box, first, last } = await firstAndLast(again, frames);
      expect(wordmarkDiff(first, last, box), 'the first paint is in the brand face').toBeLessThanOrEqual(10);
    });
  });
}
