// The API the consumer apps read: the package's own fixtures (from @smartburn/ui/mocks, as
// installed from the tarball) over HTTP, to any loopback origin, with credentials. The spec's
// three endpoints only, as an app team's API has them: no /api/history (a request for it is a 404,
// and the package must make none: scripts/package/processes.mjs openAndCheck).
//   node api.mjs <port>
import { createServer } from 'node:http';
import { fixtures } from '@smartburn/ui/mocks';

const answers = {
  '/api/dashboard': fixtures.dashboard,
  '/api/trades': fixtures.trades,
  '/api/activities': fixtures.activities,
};
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const body = answers[url.pathname];
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
