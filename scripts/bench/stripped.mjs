// Our page with its scripts stripped: the same first HTML and CSS, no JavaScript. It is the
// floor of what painting our page costs, so `npm run bench` reports the main-thread work of
// the real page against it (docs/requirements.md §11.4).
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';

/** Script types that are data, not code: the browser never runs them. */
const DATA_SCRIPT_TYPES = new Set(['application/json', 'application/ld+json']);
/** `<link rel>` values that fetch JavaScript ahead of a script. */
const SCRIPT_LINK_RELS = new Set(['modulepreload']);

const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;
const tokens = (value) => (value ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** Why `node` goes, or null when it stays. */
function reasonToRemove(node) {
  if (node.nodeName === 'script') {
    const type = (attr(node, 'type') ?? '').trim().toLowerCase();
    return DATA_SCRIPT_TYPES.has(type)
      ? null
      : `script${type ? ` type="${type}"` : ''}${attr(node, 'src') ? ` src="${attr(node, 'src')}"` : ' (inline)'}`;
  }
  if (node.nodeName === 'link') {
    const rel = tokens(attr(node, 'rel'));
    if (rel.some((r) => SCRIPT_LINK_RELS.has(r))) return `link rel="${attr(node, 'rel')}" href="${attr(node, 'href')}"`;
    if (rel.includes('preload') && tokens(attr(node, 'as')).includes('script')) {
      return `link rel="preload" as="script" href="${attr(node, 'href')}"`;
    }
  }
  return null;
}

/**
 * `html` without the code in it: every `<script>` but the JSON data blocks, every
 * `<link rel=modulepreload>` (and `rel=preload as=script`), and every inline event handler
 * attribute (`onload="…"`). Everything else is left byte for byte as it was (the parser only
 * finds where those are). Returns the new HTML and what was removed.
 */
export function stripScripts(html) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const cuts = [];
  const removed = [];
  const visit = (node) => {
    const reason = node.sourceCodeLocation && reasonToRemove(node);
    if (reason) {
      cuts.push({ start: node.sourceCodeLocation.startOffset, end: node.sourceCodeLocation.endOffset });
      removed.push(reason);
      return;
    }
    for (const a of node.attrs ?? []) {
      const where = node.sourceCodeLocation?.attrs?.[a.name];
      if (/^on/i.test(a.name) && where) {
        cuts.push({ start: where.startOffset, end: where.endOffset, attribute: true });
        removed.push(`${a.name} attribute of <${node.nodeName}>`);
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(document);
  let out = html;
  for (const { start, end, attribute } of cuts.sort((a, b) => b.start - a.start)) {
    // An attribute takes the white space before it along.
    const from = attribute && /\s/.test(out[start - 1] ?? '') ? start - 1 : start;
    out = out.slice(0, from) + out.slice(end);
  }
  return { html: out, removed };
}

/**
 * Fetches `sourceUrl` (our server-rendered `/`) once, strips its scripts and writes it as
 * `index.html` into `outDir`, beside a copy of our build (`assetsDir`), so its fonts, CSS and
 * icons load from the same paths. Returns the folder and what was removed.
 */
export async function buildStrippedPage({ sourceUrl, assetsDir, outDir }) {
  const response = await fetch(sourceUrl);
  if (!response.ok) throw new Error(`${sourceUrl} answered ${response.status}`);
  const { html, removed } = stripScripts(await response.text());
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  cpSync(assetsDir, outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), html);
  return { dir: outDir, removed, bytes: Buffer.byteLength(html) };
}
