import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandConfig, ThemeSetting } from '@smartburn/ui';
import { renderDashboard, renderPage, type EndpointData } from '@smartburn/ui/server';
import { withHeadTags } from './linkPreview';
import type { Snapshot } from './snapshotTypes';
import { FONT_FACES_ELEMENT_ID, FONT_FACES_MEDIA_OFF } from '../fontFaces';
import { withTheme } from './theme';

/** Replaced by the server with each request's CSP nonce (style-src 'self' 'nonce-…'). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Splits built CSS in two: the @font-face rules that fetch a file (`url(…)`), and the rest (the
 * tokens, the local fallback faces of app/fonts/fallbacks.css, everything else).
 */
export function splitFontFaces(css: string): { fetched: string; rest: string } {
  const fetched: string[] = [];
  const rest = css.replace(/@font-face\s*\{[^}]*\}/g, (rule) => {
    if (!/url\(/.test(rule)) return rule;
    fetched.push(rule);
    return '';
  });
  return { fetched: fetched.join(''), rest: rest.trim() };
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
}

export interface DocumentTemplate {
  /** The complete HTML document with these parts. */
  page(parts: PageParts): string;
  /** The @font-face rules that fetch a file, switched on by app/main.tsx once the page has painted. */
  fontFaces: string;
}

/**
 * The built index.html (Vite's output in `distDir`) as the template of every server-made page:
 * the built stylesheet inlined, so painting needs no request after the HTML, with its web fonts'
 * @font-face rules (their URLs are absolute, so they still resolve) in a style element of their
 * own, off until app/main.tsx switches it on after the first paint (app/fontFaces.ts): nothing
 * is fetched before the first paint. Every inline style carries NONCE_PLACEHOLDER; no inline
 * script is added (script-src 'self').
 * npm run bench, mid-tier phone, 4-5 runs each: LCP 1707-1864 ms with the fonts preloaded, 1262-1443 after the
 * paint; TBT 35-83 -> 55-102 ms (the swap's relayout, which a real slow network brings on with preloads too).
 */
export function createDocumentTemplate(distDir: string, headTags = '', theme?: ThemeSetting): DocumentTemplate {
  // The configuration's head tags (link previews, docs/requirements.md §6.3) and theme go in once, here.
  const built = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const themed = theme ? withTheme(built, theme) : built;
  const template = headTags ? withHeadTags(themed, headTags) : themed;
  if (!template.includes('<div id="root"></div>'))
    throw new Error(`${distDir}/index.html has no empty #root: not a build of app/index.html?`);
  const fontFaces: string[] = [];
  const withCss = template.replace(
    /<link rel="stylesheet"[^>]*?href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (_, href: string) => {
      const { fetched, rest } = splitFontFaces(readFileSync(path.join(distDir, href), 'utf8'));
      fontFaces.push(fetched);
      return `<style nonce="${NONCE_PLACEHOLDER}">${rest}</style>`;
    },
  );
  // Without JavaScript nothing switches them on: the noscript copy is on from the start.
  const faces = fontFaces.join('');
  const fontFacesTag = faces
    ? `<style nonce="${NONCE_PLACEHOLDER}" id="${FONT_FACES_ELEMENT_ID}" media="${FONT_FACES_MEDIA_OFF}">${faces}</style>` +
      `<noscript><style nonce="${NONCE_PLACEHOLDER}">${faces}</style></noscript>`
    : '';
  // The query function fetches with credentials: 'include'; a preload matches only with the same mode.
  const apiPreloads = API_PATHS.map(
    (url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`,
  );
  return {
    fontFaces: faces,
    page({ shell, html, styleTags, stateScript = '', preloadApi = false }) {
      const head = [...(preloadApi ? apiPreloads : []), styleTags, fontFacesTag].filter(Boolean).join('\n    ');
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
   * and the query cache to hydrate with; or, with no dashboard data yet (or no snapshot, as with
   * API_CACHE=off), the loading skeleton, which preloads the three API answers and loads as a
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
