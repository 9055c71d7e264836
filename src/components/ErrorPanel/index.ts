export { ErrorPanel } from './ErrorPanel';
export type { ErrorPanelProps, ErrorPanelSize } from './ErrorPanel';
export { BlockError } from './BlockError';
export type { BlockErrorProps } from './BlockError';
