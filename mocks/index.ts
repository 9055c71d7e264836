// @smartburn/ui/mocks: fixtures, MSW handlers in named groups, scenarios and a live simulation,
// shared by Storybook, the unit and end-to-end tests and `npm start`.
export { fixtures, FIXTURE_NOW } from './fixtures';
export {
  handlers,
  allHandlers,
  groupsFrom,
  API_PATHS,
  HISTORY_PATHS,
  historyGroup,
  historyAnswering,
  historyHandlers,
  type HistoryHandlerName,
} from './handlers';
export { historyFixtures, createHistory, historyCsv } from './history';
export type { HistoryOptions, HistoryFixtureName } from './history';
export type { HandlerGroups, Endpoint, Answer } from './handlers';
export { scenarios, createScenario, scenarioNames, SLOW_RESPONSE_MS } from './scenarios';
export type { ScenarioName } from './scenarios';
export { createLiveSimulation, SIM_TRADE_EVERY_MS, SIM_ACTIVITY_EVERY_MS } from './liveSimulation';
export type { LiveSimulation, LiveSimulationOptions, LiveSnapshot } from './liveSimulation';
export type {
  DashboardSummary,
  Trade,
  Activity,
  ActivityType,
  HistoryRange,
  HistoryResponse,
  HistoryPoint,
  HistoryBurn,
  HistoryRecords,
} from '@smartburn/ui';
// The ranges the history answers are for: `HistoryRange` is named from it.
export { HISTORY_RANGES } from '@smartburn/ui';
