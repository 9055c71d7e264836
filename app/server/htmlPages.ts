import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { BrandConfig } from '@smartburn/ui';
import type { Api } from './api';
import type { ServerConfig } from './config';
import type { History } from './history';
import { createHomePage, type PageHistory } from './homePage';
import { API_ENDPOINTS, EDGE_NONCE_FILL, EDGE_NONCE_HEADER, sharedWindowSeconds } from './limits';
import { linkPreviewTags, NOINDEX_TAG, withHeadTags } from './linkPreview';
import { pageLinks, pageLinkTags } from './pageLinks';
import { withTheme } from './theme';

/** Hono's variables on our requests: the CSP nonce the security headers made for this answer. */
export type ServerEnv = { Variables: { secureHeadersNonce?: string } };

export type PageSettings = Pick<
  ServerConfig,
  'distDir' | 'publicUrl' | 'theme' | 'firstHtmlBudgetMs' | 'explorerTxUrl'
>;

const NO_CACHE = 'no-cache';
/** The shortest window of the three endpoints (trades: 5 s): no page outlives it at the edge. */
const SHORTEST_WINDOW_SECONDS = Math.min(
  ...Object.values(API_ENDPOINTS).map(({ pollMs }) => sharedWindowSeconds(pollMs)),
);
const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

interface PageSources {
  brand: BrandConfig;
  api: Api;
  history: History | null;
  isTrusted: (address: string | undefined) => boolean;
}

/**
 * The server's HTML answers: `/`, server-rendered from the snapshot, and the Not Found page. The
 * head tags that depend on the settings (link previews, docs/requirements.md §6.3) and the theme
 * go in once, here; each answer gets its own CSP nonce.
 */
export function createHtmlPages(settings: PageSettings, { brand, api, history, isTrusted }: PageSources) {
  const { distDir, theme, firstHtmlBudgetMs } = settings;
  const templateHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // scripts/prerender.mjs writes the Not Found page's own first HTML; without it, index.html.
  const notFoundFile = path.join(distDir, '404.html');
  const previewTags = linkPreviewTags(brand, settings.publicUrl);
  const notFoundHtml = withTheme(
    withHeadTags(existsSync(notFoundFile) ? readFileSync(notFoundFile, 'utf8') : templateHtml, NOINDEX_TAG),
    theme,
  );
  // Each activity's page where the history keeps activities, its transaction where configured.
  const links = pageLinks({ history: history !== null, explorerTxUrl: settings.explorerTxUrl });
  const homePage = createHomePage({
    distDir,
    brand: { ...brand, ...links },
    headTags: [previewTags, pageLinkTags(links)].filter(Boolean).join('\n    '),
    theme,
  });

  const answer = (c: Context<ServerEnv>, html: string, status: 200 | 404) => {
    c.header('Cache-Control', NO_CACHE);
    return c.html(html.replace(NONCE_PLACEHOLDER, c.get('secureHeadersNonce') ?? ''), status);
  };

  /**
   * `GET /`: the dashboard from the snapshot, or the skeleton while it holds no data
   * (docs/requirements.md §9.3); due refreshes and the history get at most the first-HTML budget.
   */
  async function home(c: Context<ServerEnv>) {
    const [, pageHistory] = await Promise.all([
      api.snapshot?.refreshDue(firstHtmlBudgetMs),
      history ? withinBudget(history.service.pageData(), firstHtmlBudgetMs) : undefined,
    ]);
    const html = homePage.render(api.snapshot?.current(), pageHistory);
    // The edge's variant (docs/requirements.md §12.5): the placeholder stays for the edge to fill
    // per visitor, and the body may be kept while its data is fresh. Only for a trusted proxy:
    // anyone else could have a page with a known nonce stored by a cache that fills in nothing.
    const peer = (c.env as HttpBindings | undefined)?.incoming?.socket?.remoteAddress;
    if (c.req.header(EDGE_NONCE_HEADER) === EDGE_NONCE_FILL && isTrusted(peer)) {
      const fresh = api.snapshot?.freshForSeconds() ?? 0;
      c.header(
        'Cache-Control',
        fresh > 0 ? `public, max-age=${fresh}, stale-while-revalidate=${SHORTEST_WINDOW_SECONDS}` : NO_CACHE,
      );
      c.header('Vary', 'X-Edge-Nonce');
      return c.html(html, 200);
    }
    return answer(c, html, 200);
  }

  return { home, notFound: (c: Context<ServerEnv>) => answer(c, notFoundHtml, 404) };
}

/** The history answer for the page, or undefined when the store does not answer within the budget. */
async function withinBudget(answer: Promise<PageHistory>, budgetMs: number): Promise<PageHistory | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      answer,
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), budgetMs);
      }),
    ]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
