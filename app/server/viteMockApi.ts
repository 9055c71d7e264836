import type { Plugin } from 'vite';

/** `npm run dev`: the Vite dev server answers /api/* from the same mock API as `npm start`. */
export function mockApiPlugin(): Plugin {
  return {
    name: 'smartburn-mock-api',
    apply: 'serve',
    async configureServer(server) {
      const load = (id: string) => server.ssrLoadModule(id);
      const { createMockApi } = (await load('/server/mockApi.ts')) as typeof import('./mockApi');
      const { pickConfig } = (await load('/server/config.ts')) as typeof import('./config');
      const api = createMockApi(pickConfig(process.env, ['mockScenario', 'mockSeed']));
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
