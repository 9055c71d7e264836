// Server-renders DashboardApp in Node as an app team first tries it: no ssrPath, no DOM.
// Prints JSON: the markup from renderToString, renderToPipeableStream and (React 19's Node build
// has it) renderToReadableStream.
//   node ssr.mjs [apiBase]
import { createElement } from 'react';
import * as server from 'react-dom/server';
import { Writable } from 'node:stream';
import { DashboardApp } from '@smartburn/ui';

const app = () => createElement(DashboardApp, { apiBase: process.argv[2], locale: 'en-US' });

const piped = await new Promise((resolve, reject) => {
  let html = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      html += chunk;
      done();
    },
  });
  sink.on('finish', () => resolve(html));
  const stream = server.renderToPipeableStream(app(), { onAllReady: () => stream.pipe(sink), onShellError: reject });
});
let readable;
if (typeof server.renderToReadableStream === 'function') {
  const stream = await server.renderToReadableStream(app());
  await stream.allReady;
  readable = await new Response(stream).text();
}

process.stdout.write(JSON.stringify({ string: server.renderToString(app()), piped, readable }));
