import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: {
      '@smartburn/ui/mocks': fileURLToPath(new URL('./mocks/index.ts', import.meta.url)),
      '@smartburn/ui/tokens.css': fileURLToPath(new URL('./src/theme/generated/tokens.css', import.meta.url)),
      '@smartburn/ui/tokens.json': fileURLToPath(new URL('./src/theme/generated/tokens.json', import.meta.url)),
      '@smartburn/ui/server': fileURLToPath(new URL('./src/server/index.ts', import.meta.url)),
      '@smartburn/ui': fileURLToPath(new URL('./src/index.ts', import.meta.url)),
    },
  },
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    globals: true,
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'mocks/**/*.test.{ts,tsx}',
      'app/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['./tests/setup-unit.ts'],
    restoreMocks: true,
    // Vitest's default is a worker fewer than the cores: one on our 2-core machines, where the
    // files (mostly jsdom set-up and imports, little waiting) take far longer than on two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
