'use client';

import type { BlockStateProps } from '../../data/useBlockState';
import { ErrorPanel } from './ErrorPanel';

export interface BlockErrorProps extends Pick<BlockStateProps, 'error' | 'onRetry' | 'retrying'> {
  /** What could not be loaded: 'Trades could not be loaded'. */
  title: string;
}

/** A block's failed first load, inside the block (docs/requirements.md §4.4): the compact ErrorPanel with the block's Retry. */
export function BlockError({ title, error, onRetry, retrying }: BlockErrorProps) {
  return <ErrorPanel compact title={title} message={error ?? 'Unknown error'} onRetry={onRetry} retrying={retrying} />;
}
