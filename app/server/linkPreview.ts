import type { BrandConfig } from '@smartburn/ui';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './limits';

/**
 * Where app/index.html wants the head tags that depend on the server's configuration: the link
 * previews on '/', `noindex` on the Not Found page. Filled once when the server starts.
 */
export const HEAD_TAGS_PLACEHOLDER = '<!--server:head-tags-->';

/** The share image's path (GET /og.png). */
export const SHARE_IMAGE_PATH = '/og.png';

type Brand = Pick<BrandConfig, 'productName' | 'siteName'>;

/** The texts of a link preview card, shared by the tags and the Storybook preview. */
export function linkPreviewTexts({ productName, siteName }: Brand) {
  return {
    title: `${siteName} — AI Gold Trading & Token Burning`,
    description: `${siteName}: AI-powered gold trading and token burning. Live pool statistics, recent AI trades and activity.`,
    imageAlt: `${siteName}: current balance, total generated and ${productName} burned, with the time of the data`,
  };
}

/** Text made safe inside a double-quoted HTML attribute. */
export const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const meta = (key: 'property' | 'name', name: string, content: string | number) =>
  `<meta ${key}="${name}" content="${escapeAttr(String(content))}">`;

/**
 * Open Graph and Twitter card tags for '/' (docs/requirements.md §6.3). Crawlers need absolute URLs for the page
 * and the image, and the only trustworthy source of our public address is configuration: with no
 * `publicUrl` the tags that need one (og:url, og:image, twitter:image, canonical) are left out
 * and the card falls back to Twitter's small `summary` (title and description only). The Host
 * header is not used: it is the client's to choose, and a page cached by a CDN would carry one
 * visitor's forged host to everyone.
 */
export function linkPreviewTags(brand: Brand, publicUrl: string | undefined): string {
  const { title, description, imageAlt } = linkPreviewTexts(brand);
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', brand.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
  ];
  if (publicUrl) {
    const image = `${publicUrl}${SHARE_IMAGE_PATH}`;
    tags.push(
      meta('property', 'og:url', `${publicUrl}/`),
      meta('property', 'og:image', image),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', SHARE_IMAGE_WIDTH),
      meta('property', 'og:image:height', SHARE_IMAGE_HEIGHT),
      meta('property', 'og:image:alt', imageAlt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:image', image),
      meta('name', 'twitter:image:alt', imageAlt),
      `<link rel="canonical" href="${escapeAttr(`${publicUrl}/`)}">`,
    );
  } else {
    tags.push(meta('name', 'twitter:card', 'summary'));
  }
  tags.push(meta('name', 'twitter:title', title), meta('name', 'twitter:description', description));
  return tags.join('\n    ');
}

/** The Not Found page must not be indexed under whatever address a visitor mistyped. */
export const NOINDEX_TAG = '<meta name="robots" content="noindex">';

/** Puts `tags` where the template asks for them (or at the end of the head of an older template). */
export function withHeadTags(html: string, tags: string): string {
  if (html.includes(HEAD_TAGS_PLACEHOLDER)) return html.replace(HEAD_TAGS_PLACEHOLDER, () => tags);
  return html.replace('</head>', () => `${tags}\n  </head>`);
}
