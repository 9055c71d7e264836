export { MotionToggle } from './MotionToggle';
export type { MotionToggleProps, MotionToggleLabels } from './MotionToggle';
