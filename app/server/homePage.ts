import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandConfig } from '@smartburn/ui';
import { renderDashboard, renderPage, type EndpointData } from '@smartburn/ui/server';
import { withHeadTags } from './linkPreview';
import type { Snapshot } from './snapshotTypes';
import { withTheme } from './theme';
import type { ThemeSetting } from '@smartburn/ui';

/** Replaced by the server with each request's CSP nonce (style-src 'self' 'nonce-…'). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The three API answers a page without server data asks for first. */
const API_PATHS = ['/api/dashboard', '/api/trades', '/api/activities'];

export interface PageParts {
  /** Which route the markup is for: '/' or '*' (every other path), read by app/main.tsx. */
  shell: '/' | '*';
  /** The app's markup, for inside #root. */
  html: string;
  /** The critical CSS: Emotion's style elements. */
  styleTags: string;
  /** The data block to hydrate with, placed right after #root. */
  stateScript?: string;
  /** Preload the three API answers (only when the page will fetch them itself). */
  preloadApi?: boolean;
  /** False for a page complete as HTML (an activity's page, the embed): the app's script is left out. */
  script?: boolean;
}

export interface DocumentTemplate {
  /** The complete HTML document with these parts. */
  page(parts: PageParts): string;
}

/**
 * The built index.html (Vite's output in `distDir`) as the template of every server-made page,
 * with the built stylesheet inlined (its font URLs are absolute, so they still resolve). The brand
 * faces are not preloaded: a first visit paints in their metric-matched fallbacks and swaps them
 * in when they arrive (docs/requirements.md §8.3). Every inline style carries NONCE_PLACEHOLDER;
 * no inline script is added (script-src 'self').
 */
export function createDocumentTemplate(distDir: string, headTags = '', theme?: ThemeSetting): DocumentTemplate {
  // The configuration's head tags (link previews, docs/requirements.md §6.3) and theme go in once, here.
  const built = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const themed = theme ? withTheme(built, theme) : built;
  const template = headTags ? withHeadTags(themed, headTags) : themed;
  if (!template.includes('<div id="root"></div>'))
    throw new Error(`${distDir}/index.html has no empty #root: not a build of app/index.html?`);
  const withCss = template.replace(
    /<link rel="stylesheet"[^>]*?href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (_, href: string) =>
      `<style nonce="${NONCE_PLACEHOLDER}">${readFileSync(path.join(distDir, href), 'utf8').trim()}</style>`,
  );
  // The query function fetches with credentials: 'include'; a preload matches only with the same mode.
  const apiPreloads = API_PATHS.map(
    (url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`,
  );
  return {
    page({ shell, html, styleTags, stateScript = '', preloadApi = false, script = true }) {
      const head = [...(preloadApi ? apiPreloads : []), styleTags].join('\n    ');
      if (!script)
        return withCss
          .replace(/\s*<script type="module"[^>]*><\/script>/, (tag) => `${tag.match(/^\s*/)?.[0] ?? ''}${head}`)
          .replace(/\s*<meta name="sb-app-chunks"[^>]*>/, '')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace(/\s*<!-- A repeat visit[\s\S]*?<\/script>/, '')
          .replace('<div id="root"></div>', () => `<div id="root" data-shell="${shell}">${html}</div>`);
      return withCss
        .replace(/(\s*)<script type="module"/, (_, space: string) => `${space}${head}${space}<script type="module"`)
        .replace('<div id="root"></div>', () => `<div id="root" data-shell="${shell}">${html}</div>${stateScript}`);
    },
  };
}

export interface HomePageOptions {
  /** Folder of the built app (its index.html is the template). */
  distDir: string;
  /** Locale of the server's render; the browser switches to its own after hydration. Default en-US. */
  locale?: string;
  /** Brand overrides, as the browser's DashboardApp gets them. */
  brand?: Partial<BrandConfig>;
  /** Head tags of the server's configuration (app/server/linkPreview.ts), put in the template once. */
  headTags?: string;
  /** The page's theme, on `<html data-theme>` (default: the template's, dark). */
  theme?: ThemeSetting;
}

export interface HomePage {
  /**
   * The complete HTML of `/` for what the snapshot holds (docs/requirements.md §9.3): the dashboard with its data
   * and the query cache to hydrate with; or, with no dashboard data yet (or no snapshot, as in
   * pass-through mode), the loading skeleton, which preloads the three API answers and loads as a
   * page without server data always has. NONCE_PLACEHOLDER is left for the server to fill per
   * request. `history` is the default range's history answer (docs/requirements.md §13.2), absent
   * where the server keeps none. Renders once per snapshot version and history answer, and
   * returns that same string until either changes.
   */
  render(snapshot: Snapshot | undefined, history?: PageHistory): string;
}

/** The history answer the page is rendered with: `id` changes whenever its content may have. */
export interface PageHistory {
  id: number;
  data: EndpointData;
}

export function createHomePage({ distDir, locale, brand, headTags, theme }: HomePageOptions): HomePage {
  const document = createDocumentTemplate(distDir, headTags, theme);
  let skeleton: string | undefined;
  const skeletonPage = () =>
    (skeleton ??= document.page({
      shell: '/',
      ...renderPage('/', { brand, locale, nonce: NONCE_PLACEHOLDER }),
      preloadApi: true,
    }));
  let last: { version: string; html: string } | undefined;
  return {
    render(snapshot, history) {
      if (!snapshot) return skeletonPage();
      const version = `${snapshot.version}/${history?.id ?? '-'}`;
      if (last?.version === version) return last.html;
      const data = history ? { ...snapshot.endpoints, history: history.data } : snapshot.endpoints;
      const rendered = renderDashboard({ data, brand, locale, nonce: NONCE_PLACEHOLDER });
      const { hasData, html: markup, styleTags, stateScript } = rendered;
      const html = hasData ? document.page({ shell: '/', html: markup, styleTags, stateScript }) : skeletonPage();
      last = { version, html };
      return html;
    },
  };
}
