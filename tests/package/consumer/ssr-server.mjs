// @smartburn/ui/server as the app team's server uses it: the dashboard with data, in Node.
//   node ssr-server.mjs [apiBase]
import { renderDashboard } from '@smartburn/ui/server';
import { fixtures, FIXTURE_NOW } from '@smartburn/ui/mocks';

const good = (body) => ({ good: { body, receivedAt: FIXTURE_NOW } });
const page = renderDashboard({
  data: { dashboard: good(fixtures.dashboard), trades: good(fixtures.trades), activities: good(fixtures.activities) },
  now: FIXTURE_NOW,
  locale: 'en-US',
  apiBase: process.argv[2],
});
process.stdout.write(
  JSON.stringify({ hasData: page.hasData, html: page.html, styleTags: page.styleTags, stateScript: page.stateScript }),
);
