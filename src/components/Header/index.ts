export { Header } from './Header';
export type { HeaderProps, HeaderLink } from './Header';
