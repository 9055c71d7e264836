import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useInitialRender, useServerValue } from '../ssr/hydration';

/** Everything that names the product or links to it (docs/requirements.md §1.3). */
export interface BrandConfig {
  /** Product name: the wordmark, 'How {product} Works', '{product} Burned'. */
  productName: string;
  /**
   * The page's name where it stands for the whole site: the tab title ('$1,284,527.00 · Smart Burn
   * Pool'), link previews (og:site_name, og:title), the web app manifest (issue 16).
   */
  siteName: string;
  /** Japanese subtitle under the wordmark. */
  japaneseSubtitle: string;
  telegramUrl: string;
  twitterUrl: string;
  /** BCP 47 locale for numbers and times; undefined means the browser's. */
  locale?: string;
}

export const defaultBrand: BrandConfig = {
  productName: 'SmartBurn',
  siteName: 'Smart Burn Pool',
  japaneseSubtitle: 'スマートバーン・プール',
  telegramUrl: 'https://t.me/smartburnpool',
  twitterUrl: 'https://twitter.com/smartburnpool',
  locale: undefined,
};

const BrandContext = createContext<BrandConfig>(defaultBrand);

export interface BrandProviderProps {
  /** Fields to override; the rest come from `defaultBrand`. */
  brand?: Partial<BrandConfig>;
  children: ReactNode;
}

export function BrandProvider({ brand, children }: BrandProviderProps) {
  const value = useMemo(() => ({ ...defaultBrand, ...brand }), [brand]);
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

let browserLocale: string | undefined;
/** The locale `Intl` uses when given none: the browser's. */
const resolvedDefaultLocale = () => (browserLocale ??= new Intl.NumberFormat().resolvedOptions().locale);

/**
 * The brand. Its `locale`, while hydrating server markup, is the one the server rendered in;
 * after that the configured one, or the browser's when none is configured (docs/requirements.md §5.5).
 * Only when the two differ does anything re-render.
 */
export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  const serverLocale = useInitialRender().locale;
  const locale = useServerValue(
    () => brand.locale ?? (serverLocale === undefined ? undefined : resolvedDefaultLocale()),
    () => serverLocale ?? brand.locale,
  );
  return useMemo(() => (locale === brand.locale ? brand : { ...brand, locale }), [brand, locale]);
}
