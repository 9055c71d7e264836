import { historyFixtures } from '../../mocks/history';
import { HISTORY_MAX_POINTS } from '../constants';
import { historySchema, parseResponse } from './schemas';

const day = historyFixtures.populated['24h'];
const parse = (body: unknown) => parseResponse('/api/history', historySchema, body);

describe('history validation (docs/requirements.md §13.3)', () => {
  it('accepts every fixture answer, nulls where tokens burned held no number, and a history not begun', () => {
    for (const set of Object.values(historyFixtures))
      for (const answer of Object.values(set)) expect(parse(answer)).toEqual(answer);
    expect(parse(historyFixtures.huge['24h']).points.some((p) => p.tokensBurned === null)).toBe(true);
    expect(parse(historyFixtures.empty['24h']).since).toBeNull();
  });

  it.each([
    [
      'a range it does not serve',
      { ...day, range: '2y' },
      'range: expected one of 24h, 7d, 30d, 90d, 1y, all, got "2y"',
    ],
    ['a time that is no date', { ...day, from: 'yesterday' }, 'from: expected an ISO date, got "yesterday"'],
    [
      'a figure that is text',
      { ...day, points: [{ ...day.points[0], burnPoolTotal: '1,000' }] },
      'points[0].burnPoolTotal: expected a number, got "1,000"',
    ],
    ['a missing since', { ...day, since: undefined }, 'since: missing'],
    [
      'more points than any range holds',
      { ...day, points: Array.from({ length: HISTORY_MAX_POINTS + 1 }, () => day.points[0]) },
      `points: expected at most ${HISTORY_MAX_POINTS} points`,
    ],
  ])('rejects %s, naming the field', (_, body, message) => {
    expect(() => parse(body)).toThrow(`Invalid response from /api/history: ${message}`);
  });

  it('keeps hostile burn titles as text, without bidi overrides', () => {
    const parsed = parse({ ...day, burns: [{ at: day.to, title: '<b>x</b>\u202Egnp.exe' }] });
    expect(parsed.burns[0]!.title).toBe('<b>x</b>gnp.exe');
  });
});
