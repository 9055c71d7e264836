import { renderAsync } from '@resvg/resvg-js';
import { createElement } from 'react';
import satori from 'satori';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../limits';
import { ShareCard } from './card';
import type { ShareFont } from './fonts';
import type { ShareCardModel } from './model';
import type { ThemeName } from '@smartburn/ui';

/** Renders a card model to PNG bytes. */
export type ShareCardRenderer = (model: ShareCardModel) => Promise<Uint8Array>;

/**
 * satori lays the card out (flexbox, text shaping with the given faces) into SVG; resvg draws it.
 * resvg's renderAsync runs on libuv's thread pool, so drawing never blocks the event loop.
 */
export function createShareCardRenderer(fonts: ShareFont[], theme: ThemeName = 'dark'): ShareCardRenderer {
  return async (model) => {
    const svg = await satori(createElement(ShareCard, { model, theme }), {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      fonts,
    });
    const image = await renderAsync(svg, {
      fitTo: { mode: 'original' },
      font: { loadSystemFonts: false },
    });
    return new Uint8Array(image.asPng());
  };
}
