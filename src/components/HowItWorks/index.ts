export { HowItWorks } from './HowItWorks';
