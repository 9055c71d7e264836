'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** Everything that names the product or links to it (DESIGN decision 1). */
export interface BrandConfig {
  /** Product name: the wordmark, 'How {product} Works', '{product} Burned'. */
  productName: string;
  /** Japanese subtitle under the wordmark. */
  japaneseSubtitle: string;
  telegramUrl: string;
  twitterUrl: string;
  /** BCP 47 locale for numbers and times; undefined means the browser's. */
  locale?: string;
}

export const defaultBrand: BrandConfig = {
  productName: 'SmartBurn',
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

/** The brand settings in effect (SmartBurnProvider's `brand` over the defaults). */
export function useBrand(): BrandConfig {
  return useContext(BrandContext);
}
