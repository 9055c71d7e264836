import { test, expect } from '@playwright/test';
import { startAppServer, startTestBackend, freePort } from './support/servers';

const backendData = {
  '/api/dashboard': {
    currentBalance: 4242.5,
    profit24h: 1,
    profitWeekly: 2,
    profitMonthly: 3,
    totalGenerated: 98765.43,
    burnPoolTotal: 1111.11,
    tokensBurned: '777 SBP from the real backend',
  },
  '/api/trades': [{ pair: 'XAU/BACKEND', profit: 12.5 }],
  '/api/activities': [
    {
      id: 'b1',
      type: 'burn',
      title: 'Backend burn',
      description: 'From the test backend',
      timestamp: new Date().toISOString(),
    },
  ],
};

test('serves hashed assets immutably and index.html uncached, compressed', async ({ request, baseURL }) => {
  const index = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(index.headers()['cache-control']).toBe('no-cache');
  const html = await index.text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset, 'index.html references a hashed script').toBeTruthy();
  const res = await fetch(`${baseURL}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(res.headers.get('content-encoding')).toBe('gzip');
});

test('API_CACHE=off: /api/* reaches API_ORIGIN with cookies, and the page shows its data', async ({ page }) => {
  const backend = await startTestBackend(backendData);
  const app = await startAppServer({ API_ORIGIN: backend.url, API_CACHE: 'off' });
  try {
    const res = await fetch(`${app.url}/api/trades?x=1`, { headers: { cookie: 'session=abc' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(backendData['/api/trades']);
    expect(backend.requests.at(-1)).toEqual({ method: 'GET', url: '/api/trades?x=1', cookie: 'session=abc' });
    // Cookies go up, but the backend cannot set any on our origin (docs/requirements.md §9.6; app/server/upstream.ts).
    expect(res.headers.get('set-cookie')).toBeNull();

    await page.goto(app.url);
    await expect(page.getByText('777 SBP from the real backend')).toBeVisible();
    await expect(page.getByText('XAU/BACKEND')).toBeVisible();
    await expect(page.getByText('Backend burn')).toBeVisible();
  } finally {
    await app.stop();
    await backend.stop();
  }
});

test('shared mode: visitors share one upstream request per endpoint, with no cookie either way', async ({ page }) => {
  const backend = await startTestBackend(backendData);
  const app = await startAppServer({ API_ORIGIN: backend.url });
  try {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${app.url}/api/trades?v=${i}`, { headers: { cookie: `session=visitor-${i}` } }),
      ),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(answers.some((r) => r.headers.has('set-cookie'))).toBe(false);
    expect(answers[0]?.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    const trades = backend.requests.filter((r) => r.url.startsWith('/api/trades'));
    expect(trades).toEqual([{ method: 'GET', url: '/api/trades', cookie: undefined }]);

    await page.goto(app.url);
    await expect(page.getByText('XAU/BACKEND')).toBeVisible();
    expect(backend.requests.filter((r) => r.url.startsWith('/api/trades'))).toHaveLength(1);
  } finally {
    await app.stop();
    await backend.stop();
  }
});

test('API_CACHE=off: a backend that is down gives 502 with a clear body', async () => {
  const deadPort = await freePort();
  const app = await startAppServer({ API_ORIGIN: `http://127.0.0.1:${deadPort}`, API_CACHE: 'off' });
  try {
    const res = await fetch(`${app.url}/api/dashboard`);
    expect(res.status).toBe(502);
    // The backend's address is internal: the text does not name it (docs/requirements.md §9.6).
    expect(await res.text()).toBe('Bad gateway: the API is unreachable.');
  } finally {
    await app.stop();
  }
});

test('MOCK_SCENARIO picks another scenario', async ({ page }) => {
  const app = await startAppServer({ MOCK_SCENARIO: 'empty' });
  try {
    await page.goto(app.url);
    await expect(page.getByText('No recent activities to display')).toBeVisible();
  } finally {
    await app.stop();
  }
});

test('the live simulation moves: a later poll brings new data', async ({ request }) => {
  const first = await (await request.get('/api/trades')).json();
  expect(Array.isArray(first)).toBe(true);
  expect(first.length).toBeGreaterThan(0);
  const dashboard = await (await request.get('/api/dashboard')).json();
  expect(typeof dashboard.currentBalance).toBe('number');
});
