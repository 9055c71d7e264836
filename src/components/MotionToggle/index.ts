export { MotionToggle } from './MotionToggle';
