// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * No test-only props or attributes (CONTRIBUTING.md, "The component contract"): tests find an
 * element as a user does (role, name, text) or by the `data-part` / `data-state` its styles use.
 * The blocks below still carry a fixed `data-testid` that the unit, story and e2e suites read;
 * this fails on a new one, and on a listed one that is gone (take it off the list).
 */
const STILL_READ = [
  'src/components/ActivityFeed/ActivityFeedView.tsx: activity-feed',
  'src/components/ActivityFeed/ActivityItem.tsx: activity-item',
  'src/components/Freshness/Freshness.tsx: freshness',
  'src/components/LatestTradesCard/LatestTradesCardView.tsx: latest-trades',
  'src/components/LatestTradesCard/LatestTradesCardView.tsx: trade-pair',
  'src/components/LatestTradesCard/LatestTradesCardView.tsx: trade-profit',
  'src/components/StaleMark/StaleMark.tsx: stale-mark',
  // StatCard's deprecated `testId` prop, removed with the next major version.
  'src/components/StatCard/StatCard.tsx: stat-card-${testId}',
  'src/components/StatCard/StatCard.tsx: stat-value-${testId}',
];

const root = path.resolve(__dirname, '../..');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });

it('adds no data-testid to a component', () => {
  const found = walk(path.join(root, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/data-testid=(?:"([^"]*)"|\{[^`}]*`([^`]*)`[^}]*\})/g)].map(
      (m) => `${path.relative(root, file).split(path.sep).join('/')}: ${m[1] ?? m[2]}`,
    ),
  );
  expect(found.length).toBeGreaterThan(0);
  expect(found.sort()).toEqual([...STILL_READ].sort());
});
