/** Dashboard summary (spec section 3). */
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

/** One AI trade (spec section 3). */
export interface Trade {
  pair: string;
  /** May be negative. */
  profit: number;
}

/** The kind of an activity; burn, trade and reinvest have their own colour, any other text is shown as given. */
export type ActivityType = 'burn' | 'trade' | 'reinvest' | (string & {});

/** One entry of the activity feed (spec section 3). */
export interface Activity {
  id: string | number;
  type: ActivityType;
  title: string;
  description: string;
  /** Date-parsable. */
  timestamp: string;
}
