// The code samples the docs show an app team: every ```tsx block of README.md and of the
// Storybook docs pages (stories/**/*.mdx). The package step writes them into its consumer
// projects and type-checks them against the built package (docs/requirements.md §10.6).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const TSX_BLOCK = /```tsx\n([\s\S]*?)```/g;

/** The tsx blocks of a Markdown or MDX text, in order. */
export const tsxBlocks = (text) => [...text.matchAll(TSX_BLOCK)].map((m) => m[1]);

/** Every tsx sample of README.md. */
export const readmeSamples = (root) => tsxBlocks(readFileSync(path.join(root, 'README.md'), 'utf8'));

const mdxFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__screenshots__' ? [] : mdxFiles(full);
    return name.endsWith('.mdx') ? [full] : [];
  });

/** Every tsx sample of the Storybook docs pages, named by its page (`components-card`) and its place on it. */
export const storybookSamples = (root) =>
  mdxFiles(path.join(root, 'stories')).flatMap((file) => {
    const page = path
      .relative(path.join(root, 'stories'), file)
      .replace(/\.mdx$/, '')
      .replace(/[\\/]/g, '-')
      .toLowerCase();
    return tsxBlocks(readFileSync(file, 'utf8')).map((code, index) => ({ page, index, code }));
  });
