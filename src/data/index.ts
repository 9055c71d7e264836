export { getQueryFn, throwIfResNotOk, ApiError, parseRetryAfter, retryAfterOf } from './client';
export type { QueryFnOptions } from './client';
export { createQueryClient } from './queryClient';
export { ApiConfigProvider, useApiConfig } from './ApiConfig';
export type { ApiConfig } from './ApiConfig';
export {
  dashboardSummarySchema,
  tradeSchema,
  tradesSchema,
  activitySchema,
  activitiesSchema,
  historySchema,
  parseResponse,
  InvalidResponseError,
} from './schemas';
export { usePolledQuery, nextPollDelay, lastSuccessAt } from './usePolledQuery';
export type { PolledQueryResult, PolledQueryOptions } from './usePolledQuery';
export { useDashboard } from './hooks/useDashboard';
export { useTrades } from './hooks/useTrades';
export { useActivities } from './hooks/useActivities';
export { useHistory, isNoHistory } from './hooks/useHistory';
export { dashboardQueryKey, tradesQueryKey, activitiesQueryKey, historyQueryKey } from './queryKeys';
export { useBlockState, blockStatus } from './useBlockState';
export type { BlockState, BlockStateProps, BlockStatus, QueryFlags } from './useBlockState';
export type { DashboardSummary, Trade, Activity, ActivityType } from './types';
export type { HistoryRange, HistoryPoint, HistoryBurn, HistoryResponse } from './historyTypes';
