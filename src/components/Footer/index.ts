export { Footer } from './Footer';
