import type { Page } from '@playwright/test';

/** An element with text of its own that Chromium drew (with what it holds), at least in part, in a face not ours. */
export interface SystemFontText {
  text: string;
  /** The local faces it used, with how many glyphs each. */
  fonts: string[];
}

/**
 * Every element of the page whose text is drawn, even one glyph of it, in a system face rather
 * than one of the self-hosted web fonts (docs/requirements.md §8.3: nothing depends on system
 * fonts). Read from Chromium itself (CSS.getPlatformFontsForNode) once the faces have loaded.
 * The sections below the first view are laid out for it (they skip layout until near the
 * screen: content-visibility), so their text is checked too.
 */
export async function textsInSystemFonts(page: Page): Promise<SystemFontText[]> {
  await page.evaluate(async () => {
    // Through the CSSOM, which the page's CSP allows (a <style> element it would block).
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility !== 'visible') {
        element.style.setProperty('content-visibility', 'visible', 'important');
      }
    }
    await document.fonts.ready;
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    type Node = (typeof root)['children'] extends (infer N)[] | undefined ? N : never;
    const found: SystemFontText[] = [];
    const visit = async (node: Node) => {
      const text = (node.children ?? [])
        .filter((child) => child.nodeType === 3)
        .map((child) => child.nodeValue)
        .join('')
        .trim();
      if (node.nodeType === 1 && text && !['SCRIPT', 'STYLE', 'TITLE'].includes(node.nodeName)) {
        // The decorations and the freshness line replace elements while this walks the tree:
        // one that has gone since DOM.getDocument is no longer drawn, so there is nothing to check.
        const fonts = await cdp
          .send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId })
          .then((answer) => answer.fonts)
          .catch((error: unknown) => {
            if (String(error).includes('Could not find node')) return [];
            throw error;
          });
        const local = fonts.filter((font) => !font.isCustomFont);
        if (local.length > 0) found.push({ text, fonts: local.map((f) => `${f.familyName} (${f.glyphCount})`) });
      }
      for (const child of node.children ?? []) await visit(child);
    };
    await visit(root);
    return found;
  } finally {
    await cdp.detach();
  }
}
