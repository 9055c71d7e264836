import type { Activity, DashboardSummary, Trade } from '@smartburn/ui';

/** The reference "now" of every fixture: stories freeze their clock here. */
export const FIXTURE_NOW = Date.parse('2026-01-15T12:00:00Z');
const minutesAgo = (m: number) => new Date(FIXTURE_NOW - m * 60_000).toISOString();

const dashboard: DashboardSummary = {
  currentBalance: 1284562.37,
  profit24h: 41230.5,
  profitWeekly: 169420.18,
  profitMonthly: 329874.92,
  totalGenerated: 2847391.64,
  burnPoolTotal: 142369.58,
  tokensBurned: '12,450,000 SBP',
};

const trades: Trade[] = [
  { pair: 'XAU/USD', profit: 1245.2 },
  { pair: 'XAU/EUR', profit: -312.75 },
  { pair: 'XAU/JPY', profit: 894.1 },
  { pair: 'XAG/USD', profit: 0 },
  { pair: 'XAU/GBP', profit: 57.3 },
];

const activities: Activity[] = [
  {
    id: 'act-1006',
    type: 'burn',
    title: 'Token burn executed',
    description: '250,000 SBP bought back and burned from the Smart Burn Pool',
    timestamp: minutesAgo(5),
    txHash: '0x7d2a1f4c9b8e3d6a5f0c1b2e4d7a9c8b3e6f1a0d5c4b7e2f9a8d1c6b3e0f4a7d',
  },
  {
    id: 'act-1005',
    type: 'trade',
    title: 'AI trade closed: XAU/USD',
    description: 'Long position closed at +$1,245.20',
    timestamp: minutesAgo(18),
  },
  {
    id: 'act-1004',
    type: 'reinvest',
    title: 'Profits reinvested',
    description: '50% of this cycle’s profits ($20,615.25) returned to the trading pool',
    timestamp: minutesAgo(47),
  },
  {
    id: 'act-1003',
    type: 'trade',
    title: 'AI trade closed: XAU/EUR',
    description: 'Short position stopped out at -$312.75',
    timestamp: minutesAgo(95),
  },
  {
    id: 'act-1002',
    type: 'system',
    title: 'Model retrained',
    description: 'Gold volatility model updated with the latest session data',
    timestamp: minutesAgo(180),
  },
  {
    id: 'act-1001',
    type: 'burn',
    title: 'Token burn executed',
    description: '310,000 SBP bought back and burned',
    timestamp: minutesAgo(4 * 24 * 60),
    txHash: '0x1c9e4b7a2d5f8c0e3b6a9d2f5c8e1b4a7d0f3c6e9b2a5d8f1c4e7b0a3d6f9c2e',
  },
];

const emptyDashboard: DashboardSummary = {
  currentBalance: 0,
  profit24h: 0,
  profitWeekly: 0,
  profitMonthly: 0,
  totalGenerated: 0,
  burnPoolTotal: 0,
  tokensBurned: '0 SBP',
};

const LONG = 'Extraordinarily long title that keeps going '.repeat(8).trim();

function hugeActivities(count: number): Activity[] {
  const types = ['burn', 'trade', 'reinvest', 'system'];
  return Array.from({ length: count }, (_, i) => ({
    id: `huge-${count - i}`,
    type: types[i % types.length] as string,
    title: i % 50 === 0 ? LONG : `Activity number ${count - i}`,
    description:
      i % 50 === 0
        ? `${'Very long description without natural breaks_'.repeat(12)}`
        : `Generated activity ${count - i}`,
    timestamp: new Date(FIXTURE_NOW - i * 37_000).toISOString(),
  }));
}

const hugeDashboard: DashboardSummary = {
  currentBalance: 987654321098765.4,
  profit24h: 123456789.12,
  profitWeekly: 987654321.12,
  profitMonthly: 9876543210.98,
  totalGenerated: 123456789012345.6,
  burnPoolTotal: 98765432109876.5,
  tokensBurned: '98,765,432,109,876,543,210 SBP (ninety-eight quintillion and counting)',
};

const hugeTrades: Trade[] = Array.from({ length: 1000 }, (_, i) => ({
  pair: i === 0 ? `XAU/USD ${'PERPETUAL-SWAP-'.repeat(10)}` : `XAU/USD #${i}`,
  profit: i % 2 === 0 ? 987654321.12 : -123456789.98,
}));

/** Fixed answers: populated, empty and huge data for each endpoint. */
export const fixtures = {
  dashboard,
  trades,
  activities,
  empty: { dashboard: emptyDashboard, trades: [] as Trade[], activities: [] as Activity[] },
  huge: { dashboard: hugeDashboard, trades: hugeTrades, activities: hugeActivities(10_000) },
};
