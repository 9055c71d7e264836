import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The ops step (scripts/test-ops.mjs): the built server, started from a pruned install, as an
// operator runs it. Not part of the unit step: it needs the builds the step makes first, and a
// Postgres (tests/ops/postgres.ts). The history's stores are imported from the sources.
export default defineConfig({
  resolve: {
    alias: {
      '@smartburn/ui/mocks': fileURLToPath(new URL('../../mocks/index.ts', import.meta.url)),
      '@smartburn/ui/server': fileURLToPath(new URL('../../src/server/index.ts', import.meta.url)),
      '@smartburn/ui': fileURLToPath(new URL('../../src/index.ts', import.meta.url)),
    },
  },
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    include: ['tests/ops/**/*.test.ts'],
    environment: 'node',
    globals: true,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
