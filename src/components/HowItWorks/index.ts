export { HowItWorks } from './HowItWorks';
export type { HowItWorksProps } from './HowItWorks';
