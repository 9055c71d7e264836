import { FIXTURE_NOW } from '../../mocks/fixtures';

/**
 * Hostile content (docs/requirements.md §5.6): what a broken or malicious API could put in every text and
 * number field. `window.__pwned` is what any of the scripts would set if it ever ran.
 */
export const PWN = {
  img: '<img src=x onerror="window.__pwned=\'img\';alert(1)">',
  script: '<script>window.__pwned="script";alert(2)</script>',
  svg: '<svg onload="window.__pwned=\'svg\'"></svg>',
  iframe: '"><iframe src="javascript:window.__pwned=\'iframe\'"></iframe>',
  link: '<a href="javascript:window.__pwned=\'link\'">click me</a>',
  style: '<style>body{display:none}</style>',
} as const;

export const RTL_OVERRIDE = 'invoice\u202Egnp.exe\u202C done';
export const ZERO_WIDTH = 'zero\u200Bwidth\u200Cjoiner\u200Dand\uFEFFbom';
export const EMOJI = 'Emoji 🔥💰🚀 👨‍👩‍👧‍👦 🇯🇵 and 日本語';
export const ZALGO = 'Z̷̢̛̛̪̻͈a̸̧͈̓̃l̶̠̈́̕g̵̣̈́o̴̺͋ text';
/** 10 000 characters with no place to break a line. */
export const LONG_WORD = 'A'.repeat(10_000);
/** 10 000 characters of words. */
export const LONG_WORDS = 'lorem ipsum dolor sit amet '.repeat(371).slice(0, 10_000);

/** The widths the hostile page is checked at (px): a phone and a desktop. */
export const HOSTILE_WIDTHS = [375, 1280] as const;
/** Boxes that grow past these heights (px) under hostile text count as layout problems. */
export const HOSTILE_LAYOUT = { cardMaxHeightPx: 600, feedItemMaxHeightPx: 320 } as const;

/** The page's clock in these tests: the fixtures' reference time. */
export const HOSTILE_NOW = FIXTURE_NOW;
const minutesAgo = (m: number) => new Date(HOSTILE_NOW - m * 60_000).toISOString();

export const hostileActivities = [
  { id: 'h1', type: 'burn', title: PWN.img, description: PWN.script, timestamp: minutesAgo(1) },
  { id: 'h2', type: '"><script>', title: PWN.svg, description: PWN.iframe, timestamp: minutesAgo(2) },
  { id: 'h3', type: 'trade', title: PWN.link, description: PWN.style, timestamp: minutesAgo(3) },
  { id: 'h4', type: 'reinvest', title: LONG_WORD, description: LONG_WORDS, timestamp: minutesAgo(4) },
  { id: 'h5', type: 'burn', title: RTL_OVERRIDE, description: ZERO_WIDTH, timestamp: minutesAgo(5) },
  { id: 'h6', type: 'trade', title: EMOJI, description: ZALGO, timestamp: minutesAgo(6) },
  {
    id: 'future',
    type: 'burn',
    title: 'From the far future',
    description: 'Clock skew',
    timestamp: '9999-12-31T23:59:59Z',
  },
  { id: 'past', type: 'burn', title: 'From the epoch', description: 'Very old', timestamp: '1970-01-01T00:00:00Z' },
  {
    id: 'invalid',
    type: 'burn',
    title: 'Unparsable time',
    description: 'Bad timestamp',
    timestamp: '2026-13-45T99:99:99Z',
  },
  { id: 'empty-time', type: 'burn', title: 'Empty time', description: '', timestamp: '' },
  { id: 'h1', type: 'burn', title: 'Duplicate id', description: 'Same id as the first', timestamp: minutesAgo(7) },
];

export const hostileTrades = [
  { pair: PWN.img, profit: 1e21 },
  { pair: LONG_WORD, profit: -0 },
  { pair: `${RTL_OVERRIDE} ${EMOJI}`, profit: 1e-9 },
  ...Array.from({ length: 5 }, (_, i) => ({ pair: `never shown ${i}`, profit: -1e21 })),
];

export const hostileDashboard = {
  currentBalance: 1e21,
  profit24h: -0,
  profitWeekly: 1e-9,
  profitMonthly: -1e-9,
  totalGenerated: -0,
  burnPoolTotal: 1e-9,
  tokensBurned: `${PWN.img} ${LONG_WORD}`,
};

/** What the figures must read (docs/requirements.md §5.5). */
export const EXPECTED_FIGURES = {
  'current-balance': '$1,000,000,000,000,000,000,000.00',
  'total-generated': '$0.00',
  'burn-pool': '$0.00',
};
export const EXPECTED_PROFITS = ['+$1,000,000,000,000,000,000,000.00', '$0.00', '$0.00'];

/** JSON text that keeps -0 as `-0` (JSON.stringify writes `0`; JSON.parse reads `-0` back as -0). */
export function jsonText(data: unknown): string {
  const marker = '__negative_zero__';
  return JSON.stringify(data, (_, v: unknown) => (Object.is(v, -0) ? marker : v)).replaceAll(`"${marker}"`, '-0');
}
