// The public API of @smartburn/ui, export by export (docs/requirements.md §10.1). Each name here is a promise
// to keep: docs/api/ui.api.md records the surface and `npm test` fails when it changes without
// the report being updated (`npm run api:update`). Removing or narrowing a name is a breaking
// change (README, "Releases"). Each line imports from the defining module, not a folder's
// index, so a React Server Component that imports a formatter loads no client module.

// The whole routed page
export { DashboardApp } from './App';
export type { DashboardAppProps } from './App';
// Hydrating a server render (`@smartburn/ui/server` renders it)
export { readInitialState, parseInitialState, INITIAL_STATE_ELEMENT_ID } from './ssr/initialState';
export type { DashboardInitialState } from './ssr/initialState';

// Providers
export { SmartBurnProvider } from './providers/SmartBurnProvider';
export type { SmartBurnProviderProps } from './providers/SmartBurnProvider';
export { ThemeProvider } from './theme/ThemeProvider';
export type { ThemeProviderProps } from './theme/ThemeProvider';
export { useBrand } from './config/brand';
export { defaultBrand } from './config/defaults';
export type { BrandConfig } from './config/defaults';
export { useMotion } from './motion/MotionProvider';
export type { MotionProviderProps, MotionState } from './motion/MotionProvider';
export { createSeededRandom } from './motion/random';

// Loading code later: the one way (CONTRIBUTING.md, "Loading later")
export { useLoadWhen, loadableModule } from './deferred/loadWhen';
export type { LoadWhen, LoadTrigger, LoadTriggerProps, LoadableModule } from './deferred/loadWhen';

// Pages
export { DashboardPage } from './pages/DashboardPage/DashboardPage';
export { NotFoundPage } from './pages/NotFoundPage/NotFoundPage';
export type { NotFoundPageProps } from './pages/NotFoundPage/NotFoundPage';

// Components
export { Card, CardHeader, CardTitle, CardBody, CardGrid } from './components/Card/Card';
export type {
  CardProps,
  CardHeaderProps,
  CardTitleProps,
  CardBodyProps,
  CardGridProps,
  CardTone,
  CardVariant,
  CardState,
} from './components/Card/Card';
export { Header } from './components/Header/Header';
export type { HeaderProps, HeaderLink } from './components/Header/Header';
export { Hero } from './components/Hero/Hero';
export type { HeroProps } from './components/Hero/Hero';
export { Typewriter } from './components/Typewriter/Typewriter';
export type { TypewriterProps } from './components/Typewriter/Typewriter';
export { DashboardFigures } from './components/DashboardFigures/DashboardFigures';
export type { DashboardFiguresProps } from './components/DashboardFigures/DashboardFigures';
export { DashboardFiguresView, DashboardGrid } from './components/DashboardFigures/DashboardFiguresView';
export type { DashboardFiguresViewProps, DashboardGridProps } from './components/DashboardFigures/DashboardFiguresView';
export { StatCard } from './components/StatCard/StatCard';
export type { StatCardProps, StatTone, StatVariant } from './components/StatCard/StatCard';
export { LatestTradesCard } from './components/LatestTradesCard/LatestTradesCard';
export type { LatestTradesCardProps } from './components/LatestTradesCard/LatestTradesCard';
export { LatestTradesCardView, TradesCard } from './components/LatestTradesCard/LatestTradesCardView';
export type { LatestTradesCardViewProps, TradesCardProps } from './components/LatestTradesCard/LatestTradesCardView';
export { ActivityFeed } from './components/ActivityFeed/ActivityFeed';
export type { ActivityFeedProps } from './components/ActivityFeed/ActivityFeed';
export { ActivityFeedView } from './components/ActivityFeed/ActivityFeedView';
export type { ActivityFeedViewProps } from './components/ActivityFeed/ActivityFeedView';
export { ActivityItem } from './components/ActivityFeed/ActivityItem';
export type { ActivityItemProps } from './components/ActivityFeed/ActivityItem';
export { DashboardSkeleton } from './components/DashboardSkeleton/DashboardSkeleton';
export type { DashboardSkeletonProps } from './components/DashboardSkeleton/DashboardSkeleton';
export { ErrorPanel } from './components/ErrorPanel/ErrorPanel';
export type { ErrorPanelProps, ErrorPanelSize } from './components/ErrorPanel/ErrorPanel';
export { StaleMark } from './components/StaleMark/StaleMark';
export { Freshness } from './components/Freshness/Freshness';
export type { FreshnessProps } from './components/Freshness/Freshness';
export type { FreshnessStatus } from './components/Freshness/freshnessStatus';
export { LiveFreshness } from './components/Freshness/LiveFreshness';
export type { LiveFreshnessProps } from './components/Freshness/LiveFreshness';
export type { StaleMarkProps } from './components/StaleMark/StaleMark';
export { TrendsSection } from './components/TrendsSection/TrendsSection';
export type { TrendsSectionProps } from './components/TrendsSection/TrendsSection';
export { TrendsSectionView } from './components/TrendsSection/TrendsSectionView';
export type { TrendsSectionViewProps } from './components/TrendsSection/TrendsSectionView';
export type { TrendSeriesKey } from './components/TrendsSection/series';
export { TrendChart } from './components/TrendChart/TrendChart';
export type { TrendChartProps, TrendChartVariant, TrendValueFormat, TrendBurn } from './components/TrendChart/types';
export type { SeriesPoint } from './components/TrendChart/scale';
export { TrendRangeTabs } from './components/TrendRangeTabs/TrendRangeTabs';
export type { TrendRangeTabsProps } from './components/TrendRangeTabs/TrendRangeTabs';
export { TrendTable } from './components/TrendTable/TrendTable';
export type { TrendTableProps, TrendTableColumns } from './components/TrendTable/TrendTable';
export { TrendRecords } from './components/TrendRecords/TrendRecords';
export type { TrendRecordsProps } from './components/TrendRecords/TrendRecords';
export { TrendCsvLink } from './components/TrendCsvLink/TrendCsvLink';
export type { TrendCsvLinkProps } from './components/TrendCsvLink/TrendCsvLink';
export { HowItWorks } from './components/HowItWorks/HowItWorks';
export type { HowItWorksProps } from './components/HowItWorks/HowItWorks';
export { Footer } from './components/Footer/Footer';
export type { FooterProps, FooterLink } from './components/Footer/Footer';
export { MotionToggle } from './components/MotionToggle/MotionToggle';
export type { MotionToggleProps, MotionToggleLabels } from './components/MotionToggle/MotionToggle';
export { GlitchText } from './components/Decorations/GlitchText';
export type { GlitchTextProps } from './components/Decorations/GlitchText';
export { StatusWord } from './components/Decorations/StatusWord';
export type { StatusWordProps } from './components/Decorations/StatusWord';
export { FloatingPhrases } from './components/Decorations/FloatingPhrases';
export type { FloatingPhrasesProps } from './components/Decorations/FloatingPhrases';
export { Tooltip } from './components/Tooltip/Tooltip';
export type { TooltipProps } from './components/Tooltip/types';
export { toast, useToast } from './components/Toast/toastApi';
export type { ToastInput, ToastEntry, ToastVariant } from './components/Toast/toastStore';

// Data: hooks, query keys, the query function and client, response schemas and types
export { useDashboard } from './data/hooks/useDashboard';
export { useTrades } from './data/hooks/useTrades';
export { useActivities } from './data/hooks/useActivities';
export { useHistory } from './data/hooks/useHistory';
export { dashboardQueryKey, tradesQueryKey, activitiesQueryKey, historyQueryKey } from './data/queryKeys';
export { lastSuccessAt } from './data/usePolledQuery';
export type { PolledQueryResult } from './data/usePolledQuery';
export { useBlockState } from './data/useBlockState';
export type { BlockState, BlockStateProps, BlockStatus } from './data/useBlockState';
export { getQueryFn, ApiError } from './data/client';
export type { QueryFnOptions } from './data/client';
export { createQueryClient } from './data/queryClient';
export {
  dashboardSummarySchema,
  tradesSchema,
  activitiesSchema,
  historySchema,
  historyRecordsSchema,
  InvalidResponseError,
} from './data/schemas';
export type { DashboardSummary, Trade, Activity, ActivityType } from './data/types';
export type { HistoryRange, HistoryPoint, HistoryBurn, HistoryRecords, HistoryResponse } from './data/historyTypes';
export { historyCsvFileName } from './data/historyFile';
export { historyBucketMs, historyFrom, historyTableStepMs } from './data/historyRanges';

// Formatters
export { formatMoney, formatSignedMoney } from './format/money';
export { formatRelativeTime } from './format/relativeTime';
export {
  activityHref,
  explorerTxHref,
  isTxHash,
  ACTIVITY_ID_PATTERN,
  ACTIVITY_ID_SLOT,
  TX_HASH_PATTERN,
  TX_HASH_SLOT,
} from './format/activityLinks';
export { truncateText } from './format/text';

// Theme tokens and the constants an app needs
export { theme, vars, themeValues, themeNames } from './theme/tokens';
export type { Theme, ThemeName, ThemeSetting, TokenVars, ColorName } from './theme/tokens';
export { themePalette } from './theme/themeColors';
export { shimmer } from './theme/shimmer';
export type { ThemePalette } from './theme/themeColors';
export {
  POLL_DASHBOARD_MS,
  POLL_TRADES_MS,
  POLL_ACTIVITIES_MS,
  POLL_HISTORY_MS,
  REQUEST_TIMEOUT_MS,
  FRESHNESS_AGEING_AFTER_POLLS,
  FRESHNESS_STALE_AFTER_POLLS,
  HISTORY_RANGES,
  HISTORY_DEFAULT_RANGE,
  HISTORY_BUCKET_MS,
  HISTORY_RANGE_MS,
  HISTORY_MAX_POINTS,
  HISTORY_ALL_BUCKETS_MS,
  HISTORY_BURN_RATE_DAYS,
  HISTORY_PROFIT_DAYS,
  HISTORY_SAMPLE_MS,
  ACTIVITY_ID_MAX_CHARS,
  FEED_MAX_ENTRIES,
} from './constants';
