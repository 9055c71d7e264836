// The reference: a bare React 19 hello-world page, built by Vite with the same settings as ours.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

/** Builds the bare page into `<dir>/dist` and returns that folder. */
export async function buildBarePage(folder) {
  const dir = path.resolve(folder);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A bare React 19 page: the benchmark's reference." />
    <title>Hello</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.jsx"></script>
  </body>
</html>
`,
  );
  writeFileSync(
    path.join(dir, 'main.jsx'),
    `import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<h1>Hello, world</h1>);
`,
  );
  const outDir = path.join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}
