export { StaleMark } from './StaleMark';
export type { StaleMarkProps } from './StaleMark';
