'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useInitialRender, useServerValue } from '../ssr/hydration';
import { defaultBrand, type BrandConfig } from './defaults';

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

/**
 * The visitor's preferred language, to compare with the server's locale without building an
 * Intl formatter (building one is a costly part of the first hydration); a formatter for it is
 * built only when it differs.
 */
const browserLocale = () => navigator.language;

/**
 * The brand. Its `locale`, while hydrating server markup, is the one the server rendered in;
 * after that the configured one, or the browser's when none is configured (docs/requirements.md §5.5).
 * Only when the two differ does anything re-render.
 */
export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  const serverLocale = useInitialRender().locale;
  const locale = useServerValue(
    () => brand.locale ?? (serverLocale === undefined ? undefined : browserLocale()),
    () => serverLocale ?? brand.locale,
  );
  return useMemo(() => (locale === brand.locale ? brand : { ...brand, locale }), [brand, locale]);
}
