// The API the consumer apps read: the package's own fixtures (from @smartburn/ui/mocks, as
// installed from the tarball) over HTTP, to any loopback origin, with credentials.
//   node api.mjs <port>
import { createServer } from 'node:http';
import { fixtures, historyFixtures } from '@smartburn/ui/mocks';

const answers = {
  '/api/dashboard': fixtures.dashboard,
  '/api/trades': fixtures.trades,
  '/api/activities': fixtures.activities,
};
/** GET /api/history?range=… (docs/requirements.md §13.3): the populated history of that range. */
const history = (url) =>
  url.pathname === '/api/history' ? historyFixtures.populated[url.searchParams.get('range') ?? ''] : undefined;
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const body = answers[url.pathname] ?? history(url);
  const origin = req.headers.origin;
  res.writeHead(body ? 200 : 404, {
    'content-type': body ? 'application/json' : 'text/plain',
    ...(origin && /^http:\/\/127\.0\.0\.1:\d+$/.test(origin)
      ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' }
      : {}),
  });
  res.end(body ? JSON.stringify(body) : 'Not Found');
});
server.listen(Number(process.argv[2]), '127.0.0.1', () => console.log('ready'));
// The test stops it; this is the backstop.
setTimeout(() => process.exit(0), 10 * 60_000).unref();
