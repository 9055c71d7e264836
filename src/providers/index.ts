export { SmartBurnProvider } from './SmartBurnProvider';
export type { SmartBurnProviderProps } from './SmartBurnProvider';
