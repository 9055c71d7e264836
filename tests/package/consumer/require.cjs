// `node --no-experimental-require-module require.cjs`: every file require('@smartburn/ui') and
// require('@smartburn/ui/server') reach is CommonJS (wouter, ESM only, is bundled into the
// package's CommonJS build).
const { createElement } = require('react');
const { renderToString } = require('react-dom/server');
const ui = require('@smartburn/ui');
const server = require('@smartburn/ui/server');

for (const name of ['DashboardApp', 'formatMoney', 'createQueryClient', 'getQueryFn', 'useDashboard']) {
  if (typeof ui[name] !== 'function') throw new Error(`require('@smartburn/ui').${name} is not a function`);
}
// Presentational components forward their ref (docs/requirements.md §10.5): React's forwardRef objects.
if (ui.Typewriter?.$$typeof !== Symbol.for('react.forward_ref'))
  throw new Error("require('@smartburn/ui').Typewriter is not a component");
if (!renderToString(createElement(ui.Typewriter, { at: 0 })).includes('SMART TRADING POOL'))
  throw new Error('the CommonJS build did not server-render Typewriter');
if (ui.formatMoney(1234567.89, 'en-US') !== '$1,234,567.89') throw new Error('formatMoney gave the wrong text');
if (typeof server.renderDashboard !== 'function')
  throw new Error("require('@smartburn/ui/server').renderDashboard missing");
if (!renderToString(createElement(ui.DashboardApp)).includes('Loading dashboard'))
  throw new Error('the CommonJS build did not server-render the dashboard skeleton');
console.log(
  `require() without require(esm): ${Object.keys(ui).length} exports from @smartburn/ui, ${Object.keys(server).length} from /server; DashboardApp server-rendered`,
);
