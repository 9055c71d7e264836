import { defineConfig } from 'vitest/config';

// The ops step (scripts/test-ops.mjs): the built server, started from a pruned install, as an
// operator runs it. Not part of the unit step: it needs the builds the step makes first.
export default defineConfig({
  test: {
    include: ['tests/ops/**/*.test.ts'],
    environment: 'node',
    globals: true,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
