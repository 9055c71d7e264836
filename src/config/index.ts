export { BrandProvider, useBrand } from './brand';
export type { BrandProviderProps } from './brand';
export { defaultBrand } from './defaults';
export type { BrandConfig } from './defaults';
