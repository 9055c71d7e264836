import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultBrand, type BrandConfig } from '@smartburn/ui';
import { renderDashboard, renderPage, type EndpointData } from '@smartburn/ui/server';
import { withHeadTags } from './linkPreview';
import type { Snapshot } from './snapshotTypes';
import { withTheme } from './theme';
import type { ThemeSetting } from '@smartburn/ui';

/** Replaced by the server with each request's CSP nonce (style-src 'self' 'nonce-…'). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Font files the first view paints with, preloaded so they download with the HTML rather than
 * after the first layout asks for them: the display face (wordmark, headings, labels), the body
 * face and the figures' mono face (docs/requirements.md §11.1).
 */
export const PRELOADED_FONTS = [
  /\/orbitron-latin-800-normal-[\w-]+\.woff2$/,
  /\/orbitron-latin-600-normal-[\w-]+\.woff2$/,
  /\/noto-sans-jp-latin-400-normal-[\w-]+\.woff2$/,
  /\/noto-sans-jp-latin-700-normal-[\w-]+\.woff2$/,
  /\/jetbrains-mono-latin-500-normal-[\w-]+\.woff2$/,
];

/**
 * And the Japanese glyphs of the first view: the file of the Noto Sans JP subset (app/fonts)
 * whose unicode-range holds the header subtitle's first character, at each weight a page's
 * first view draws Japanese in: 400 for the header's subtitle (every page), 700 for the
 * dashboard heading typewriter's Japanese phrase (its spans are laid out from the first paint;
 * the 404 page has none). The 700 file is preloaded too: the first paint lays out that phrase,
 * so fetched late it would hold the paint back (docs/measurements.md).
 */
const JAPANESE_SAMPLE = defaultBrand.japaneseSubtitle.charAt(0);
export const JAPANESE_PRELOADS = [
  { weight: 400, shells: ['/', '*'] },
  { weight: 700, shells: ['/'] },
] as const satisfies ReadonlyArray<{ weight: number; shells: ReadonlyArray<PageParts['shell']> }>;

/** The woff2 file of a `weight` @font-face whose unicode-range holds `char`, in built CSS. */
function fontFileFor(css: string, char: string, weight: number): string | undefined {
  const code = char.codePointAt(0) as number;
  for (const [, rule] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const url = /url\((\/assets\/[^)]+\.woff2)\)/.exec(rule as string)?.[1];
    const range = /unicode-range:\s*([^;]+)/.exec(rule as string)?.[1];
    if (!url || !range || !new RegExp(`font-weight:\\s*${weight}\\b`).test(rule as string)) continue;
    const holds = range.split(',').some((part) => {
      const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
      return code >= parseInt(from as string, 16) && code <= parseInt(to as string, 16);
    });
    if (holds) return url;
  }
  return undefined;
}

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
  /** The `<link rel=preload>` elements of the first view's fonts, for each route's markup. */
  fontPreloads: Record<PageParts['shell'], string[]>;
}

/**
 * The built index.html (Vite's output in `distDir`) as the template of every server-made page:
 * the built stylesheet inlined (its font URLs are absolute, so they still resolve) and the first
 * view's fonts preloaded, so painting needs no request after the HTML. Every inline style carries
 * NONCE_PLACEHOLDER; no inline script is added (script-src 'self').
 */
export function createDocumentTemplate(distDir: string, headTags = '', theme?: ThemeSetting): DocumentTemplate {
  // The configuration's head tags (link previews, docs/requirements.md §6.3) and theme go in once, here.
  const built = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const themed = theme ? withTheme(built, theme) : built;
  const template = headTags ? withHeadTags(themed, headTags) : themed;
  if (!template.includes('<div id="root"></div>'))
    throw new Error(`${distDir}/index.html has no empty #root: not a build of app/index.html?`);
  const fontUrls: string[] = [];
  const japaneseUrls: Array<{ url: string; shells: ReadonlyArray<PageParts['shell']> }> = [];
  const withCss = template.replace(
    /<link rel="stylesheet"[^>]*?href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (_, href: string) => {
      const css = readFileSync(path.join(distDir, href), 'utf8');
      fontUrls.push(...[...css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((m) => m[1] as string));
      for (const { weight, shells } of JAPANESE_PRELOADS) {
        const url = fontFileFor(css, JAPANESE_SAMPLE, weight);
        if (url) japaneseUrls.push({ url, shells });
      }
      return `<style nonce="${NONCE_PLACEHOLDER}">${css.trim()}</style>`;
    },
  );
  const latinUrls = [...new Set(fontUrls.filter((url) => PRELOADED_FONTS.some((re) => re.test(url))))];
  const preloadsFor = (shell: PageParts['shell']) =>
    [...latinUrls, ...japaneseUrls.filter((j) => j.shells.includes(shell)).map((j) => j.url)].map(
      (url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`,
    );
  const fontPreloads = { '/': preloadsFor('/'), '*': preloadsFor('*') };
  // The query function fetches with credentials: 'include'; a preload matches only with the same mode.
  const apiPreloads = API_PATHS.map(
    (url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`,
  );
  return {
    fontPreloads,
    page({ shell, html, styleTags, stateScript = '', preloadApi = false, script = true }) {
      const head = [...fontPreloads[shell], ...(preloadApi ? apiPreloads : []), styleTags].join('\n    ');
      if (!script)
        return withCss
          .replace(/\s*<script type="module"[^>]*><\/script>/, (tag) => `${tag.match(/^\s*/)?.[0] ?? ''}${head}`)
          .replace(/\s*<meta name="sb-app-chunks"[^>]*>/, '')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
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
