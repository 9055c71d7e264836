import { parseResponse, dashboardSummarySchema, tradesSchema, activitiesSchema } from './schemas';
import { fixtures } from '../../mocks/fixtures';

describe('response validation', () => {
  it('accepts the fixtures and drops unknown fields', () => {
    const parsed = parseResponse('/api/dashboard', dashboardSummarySchema, { ...fixtures.dashboard, extra: 'x' });
    expect(parsed).toEqual(fixtures.dashboard);
    expect(parseResponse('/api/trades', tradesSchema, fixtures.trades)).toEqual(fixtures.trades);
    expect(parseResponse('/api/activities', activitiesSchema, fixtures.activities)).toEqual(fixtures.activities);
  });

  it.each([
    [
      'a string for a number',
      { ...fixtures.dashboard, currentBalance: 'abc' },
      'Invalid response from /api/dashboard: currentBalance: expected a number, got "abc"',
    ],
    [
      'a missing field',
      { ...fixtures.dashboard, burnPoolTotal: undefined },
      'Invalid response from /api/dashboard: burnPoolTotal: missing',
    ],
    [
      'Infinity as a string',
      { ...fixtures.dashboard, totalGenerated: 'Infinity' },
      'totalGenerated: expected a number, got "Infinity"',
    ],
    [
      'a non-finite number',
      { ...fixtures.dashboard, profit24h: Infinity },
      'profit24h: expected a finite number, got Infinity',
    ],
    ['NaN', { ...fixtures.dashboard, profit24h: NaN }, 'profit24h: expected a number, got NaN'],
    [
      'a number for the token string',
      { ...fixtures.dashboard, tokensBurned: 5 },
      'tokensBurned: expected a string, got 5',
    ],
    ['null', null, 'Invalid response from /api/dashboard: expected an object, got null'],
  ])('dashboard: %s', (_, data, message) => {
    expect(() => parseResponse('/api/dashboard', dashboardSummarySchema, data)).toThrow(message);
  });

  it('names the index and field of a bad trade', () => {
    expect(() =>
      parseResponse('/api/trades', tradesSchema, [
        { pair: 'A', profit: 1 },
        { pair: 'B', profit: '2' },
      ]),
    ).toThrow('Invalid response from /api/trades: [1].profit: expected a number, got "2"');
    expect(() => parseResponse('/api/trades', tradesSchema, { pair: 'A', profit: 1 })).toThrow(
      'Invalid response from /api/trades: expected a list, got an object',
    );
  });

  it('removes bidi overrides and isolates from API text, keeping right-to-left text and emoji', () => {
    const [activity] = parseResponse('/api/activities', activitiesSchema, [
      {
        id: 1,
        type: 'burn',
        title: 'invoice\u202Egnp.exe\u202C done',
        description: '\u2067שלום\u2069 עולם 👨‍👩‍👧 \u200F!',
        timestamp: 'x',
      },
    ]);
    expect(activity?.title).toBe('invoicegnp.exe done');
    expect(activity?.description).toBe('שלום עולם 👨‍👩‍👧 \u200F!');
    const [trade] = parseResponse('/api/trades', tradesSchema, [{ pair: '\u202DXAU/USD', profit: 1 }]);
    expect(trade?.pair).toBe('XAU/USD');
  });

  it('keeps a txHash of 0x and 64 hex digits and drops anything else, keeping the activity', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const base = { id: 1, type: 'burn', title: 't', description: 'd', timestamp: '2026-01-15T11:00:00Z' };
    const bad = [
      `${hash}0`,
      hash.slice(0, -1),
      `0X${'ab'.repeat(32)}`,
      `0x${'zz'.repeat(32)}`,
      'javascript:alert(1)',
      42,
      null,
      {},
    ];
    const parsed = parseResponse('/api/activities', activitiesSchema, [
      { ...base, txHash: hash },
      ...bad.map((txHash, i) => ({ ...base, id: i + 2, txHash })),
    ]);
    expect(parsed).toHaveLength(1 + bad.length);
    expect(parsed[0]?.txHash).toBe(hash);
    for (const activity of parsed.slice(1)) expect(activity.txHash).toBeUndefined();
  });

  it('names a missing activity title', () => {
    expect(() =>
      parseResponse('/api/activities', activitiesSchema, [{ id: 1, type: 'burn', description: 'x', timestamp: 'y' }]),
    ).toThrow('Invalid response from /api/activities: [0].title: missing');
  });

  it('accepts any activity type and any timestamp text', () => {
    const data = [{ id: 7, type: 'airdrop', title: 't', description: 'd', timestamp: 'not a date' }];
    expect(parseResponse('/api/activities', activitiesSchema, data)).toEqual(data);
  });
});
