#!/usr/bin/env node
// The bare page's server in `npm run bench`: the same Hono static serving and gzip as
// app/server.ts, nothing else. (app/server.ts renders our dashboard into any build's
// index.html, so the reference page cannot be served by it.)
//   DIST_DIR=… PORT=… node scripts/bench/bare-server.mjs
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

const app = new Hono();
app.use('*', compress());
app.use('*', serveStatic({ root: process.env.DIST_DIR }));
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
process.on('SIGTERM', () => server.close(() => process.exit(0)));
