'use client';

import { ErrorPanel } from '../../components/ErrorPanel';
import { useBlockState, useDashboard } from '../../data';

/** The dashboard's failed first load: the error panel with its message and Retry (docs/requirements.md §4.3). */
export function DashboardLoadError() {
  const { error, onRetry, retrying } = useBlockState(useDashboard());
  return (
    <ErrorPanel
      title="The dashboard could not be loaded"
      message={error ?? 'Unknown error'}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
