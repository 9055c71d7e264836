import type { Activity } from '../../data/types';
import { newestActivities } from './newestActivities';

const at = (id: string, timestamp: string): Activity => ({ id, type: 'trade', title: id, description: '', timestamp });
const ids = (list: Activity[]) => list.map((a) => a.id);

describe('newestActivities', () => {
  it('picks the newest by timestamp whatever the order given', () => {
    const list = [
      at('old', '2026-01-15T10:00:00Z'),
      at('newest', '2026-01-15T12:00:00Z'),
      at('oldest', '2025-12-31T00:00:00Z'),
      at('middle', '2026-01-15T11:00:00Z'),
    ];
    expect(ids(newestActivities(list, 3))).toEqual(['newest', 'middle', 'old']);
  });

  it('compares instants, not strings (time zones, epoch-style dates)', () => {
    const list = [
      at('utc-noon', '2026-01-15T12:00:00Z'),
      at('tokyo-22h', '2026-01-15T22:00:00+09:00'),
      at('text', 'Thu, 15 Jan 2026 11:30:00 GMT'),
    ];
    // 22:00 in Tokyo is 13:00 UTC.
    expect(ids(newestActivities(list, 3))).toEqual(['tokyo-22h', 'utc-noon', 'text']);
  });

  it('keeps the given order for equal times and puts unparsable timestamps last', () => {
    const list = [
      at('bad-1', 'not a date'),
      at('tie-a', '2026-01-15T12:00:00Z'),
      at('bad-2', ''),
      at('tie-b', '2026-01-15T12:00:00Z'),
    ];
    expect(ids(newestActivities(list, 4))).toEqual(['tie-a', 'tie-b', 'bad-1', 'bad-2']);
  });

  it('takes the newest 20 of 10 000 sent oldest first, without changing the input', () => {
    const base = Date.parse('2026-01-15T12:00:00Z');
    const list = Array.from({ length: 10_000 }, (_, i) => at(`a${i}`, new Date(base + i * 1_000).toISOString()));
    const copy = [...list];
    const newest = newestActivities(list, 20);
    expect(ids(newest)).toEqual(Array.from({ length: 20 }, (_, i) => `a${9_999 - i}`));
    expect(list).toEqual(copy);
  });

  it('returns fewer when there are fewer, and none for a count of 0', () => {
    expect(newestActivities([at('x', '2026-01-01T00:00:00Z')], 20)).toHaveLength(1);
    expect(newestActivities([at('x', '2026-01-01T00:00:00Z')], 0)).toEqual([]);
  });
});
