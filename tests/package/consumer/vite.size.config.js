// Bundles one entry with every peer and dependency external, so the output is the
// package's own code that the entry pulls in.
import { defineConfig } from 'vite';

const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@tanstack\//,
  /^@emotion\//,
  /^@radix-ui\//,
  /^msw($|\/)/,
  /^wouter($|\/)/,
  /^valibot($|\/)/,
];
export default defineConfig({
  logLevel: 'warn',
  build: {
    outDir: process.env.SIZE_OUT,
    emptyOutDir: true,
    minify: true,
    lib: { entry: process.env.SIZE_ENTRY, formats: ['es'], fileName: 'bundle' },
    rollupOptions: { external: (id) => external.some((p) => p.test(id)) },
  },
});
