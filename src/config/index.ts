export { BrandProvider, useBrand, defaultBrand } from './brand';
export type { BrandConfig, BrandProviderProps } from './brand';
