import type { Plugin } from 'vite';

/** `npm run dev`: the Vite dev server answers /api/* from the same mock API as `npm start`. */
export function mockApiPlugin(): Plugin {
  return {
    name: 'smartburn-mock-api',
    apply: 'serve',
    async configureServer(server) {
      const { createMockApi } = (await server.ssrLoadModule('/server/mockApi.ts')) as typeof import('./mockApi');
      const api = createMockApi({ scenario: process.env.MOCK_SCENARIO, seed: Number(process.env.MOCK_SEED ?? 1) });
      server.middlewares.use('/api', async (req, res) => {
        const url = `http://${req.headers.host ?? 'localhost'}/api${req.url ?? ''}`;
        const response = await api(new Request(url, { method: req.method, headers: req.headers as HeadersInit }));
        res.statusCode = response.status;
        response.headers.forEach((value, key) => res.setHeader(key, value));
        res.end(Buffer.from(await response.arrayBuffer()));
      });
    },
  };
}
