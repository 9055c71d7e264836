// docs/requirements.md §10.3: under React Server Components, `"use client"` must sit on the modules that need
// the client and nowhere else. Reads the built ESM modules in dist/:
// - the modules a server may use (formatters, schemas, constants, the query function and
//   client, the tokens) carry no directive;
// - from each public entry, every module reached without crossing a `"use client"` module
//   (what a Server Component evaluates) imports nothing that needs the client: no Emotion,
//   Radix, react-dom (react-dom/server is fine), and no React hook or context;
// - and none of those modules takes a value from a `"use client"` module, except a barrel
//   entry that only re-exports (index.js): on a server that value is a client reference, not
//   the value (a query key imported from a hook's module would be one).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Built modules a Server Component may import and call. */
export const SERVER_SAFE_MODULES = [
  'format/money.js',
  'format/relativeTime.js',
  'format/text.js',
  'data/schemas.js',
  'data/client.js',
  'data/queryClient.js',
  'constants.js',
  'theme/tokens.js',
  'theme/themeColors.js',
  'data/queryKeys.js',
];

// react-dom/server is fine on a server; react-dom and react-dom/client are not.
const CLIENT_ONLY_IMPORT = /^(@emotion\/|@radix-ui\/|react-dom(\/client)?$)/;
const REACT_CLIENT_API =
  /\b(use(State|Effect|LayoutEffect|InsertionEffect|Context|Reducer|Ref|Memo|Callback|SyncExternalStore|Id|Transition|DeferredValue)|createContext)\b/;

const hasDirective = (source) => /^(?:\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*\s*["']use client["']/.test(source);
const staticImports = (source) =>
  [...source.matchAll(/^\s*(?:import|export)\s+(?:[\s\S]*?\s+from\s+)?["']([^"']+)["']/gm)].map((m) => ({
    spec: m[1],
    statement: m[0],
  }));

/**
 * @param {{ file: string, barrel: boolean }[]} entries built entry modules; `barrel` when it only re-exports
 * @returns {string[]} problems, empty when the boundary is right
 */
export function checkClientBoundary(distDir, entries) {
  const problems = [];
  for (const file of SERVER_SAFE_MODULES) {
    const full = path.join(distDir, file);
    if (!existsSync(full)) problems.push(`${file}: missing from the build`);
    else if (hasDirective(readFileSync(full, 'utf8')))
      problems.push(`${file}: has "use client" but a Server Component may call it`);
  }
  const seen = new Set();
  const visit = (file, via, barrel) => {
    if (seen.has(file)) return;
    seen.add(file);
    const rel = path.relative(distDir, file);
    const source = readFileSync(file, 'utf8');
    for (const { spec, statement } of staticImports(source)) {
      if (spec.startsWith('.')) {
        const target = path.resolve(path.dirname(file), spec);
        if (!hasDirective(readFileSync(target, 'utf8'))) visit(target, [...via, rel], false);
        else if (!barrel && !/^\s*import\s+type\b/.test(statement))
          problems.push(
            `${rel} (server graph: ${via.join(' -> ') || 'entry'}) uses a value of client module ${path.relative(distDir, target)}: a Server Component gets a client reference`,
          );
      } else if (CLIENT_ONLY_IMPORT.test(spec) || (/^react$/.test(spec) && REACT_CLIENT_API.test(statement)))
        problems.push(`${rel} (server graph: ${via.join(' -> ') || 'entry'}) imports client-only "${spec}"`);
    }
  };
  for (const { file, barrel } of entries) visit(path.join(distDir, file), [], barrel);
  return problems;
}
