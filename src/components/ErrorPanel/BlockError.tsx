'use client';

import { forwardRef } from 'react';
import type { BlockStateProps } from '../../data/useBlockState';
import { ErrorPanel, type ErrorPanelProps } from './ErrorPanel';

/** Props of BlockError: what could not be loaded, the block's error and Retry; any attribute of the panel. */
export interface BlockErrorProps
  extends
    Pick<BlockStateProps, 'error' | 'onRetry' | 'retrying'>,
    Omit<ErrorPanelProps, 'message' | 'title' | 'onRetry' | 'retrying' | 'size' | 'compact'> {
  /** What could not be loaded: 'Trades could not be loaded'. */
  title: string;
}

/** A block's failed first load, inside the block (docs/requirements.md §4.4): the small ErrorPanel with the block's Retry. */
export const BlockError = forwardRef<HTMLDivElement, BlockErrorProps>(function BlockError(
  { title, error, onRetry, retrying, ...rest },
  ref,
) {
  return (
    <ErrorPanel
      ref={ref}
      size="sm"
      title={title}
      message={error ?? 'Unknown error'}
      onRetry={onRetry}
      retrying={retrying}
      {...rest}
    />
  );
});
BlockError.displayName = 'BlockError';
