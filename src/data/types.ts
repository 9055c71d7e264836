/** Dashboard summary (docs/requirements.md §5.4). */
export interface DashboardSummary {
  currentBalance: number;
  profit24h: number;
  profitWeekly: number;
  profitMonthly: number;
  totalGenerated: number;
  burnPoolTotal: number;
  /** Shown as given. */
  tokensBurned: string;
}

/** One AI trade (docs/requirements.md §5.4). */
export interface Trade {
  pair: string;
  /** May be negative. */
  profit: number;
}

/** The kind of an activity; burn, trade and reinvest have their own colour, any other text is shown as given. */
export type ActivityType = 'burn' | 'trade' | 'reinvest' | (string & {});

/** One entry of the activity feed (docs/requirements.md §5.4). */
export interface Activity {
  id: string | number;
  type: ActivityType;
  title: string;
  description: string;
  /** Date-parsable. */
  timestamp: string;
  /** The transaction on the chain (`0x` and 64 hex digits), when the API gives one; anything else is dropped. */
  txHash?: string;
}
