const ui = require('@smartburn/ui');
const mocks = require('@smartburn/ui/mocks');
const server = require('@smartburn/ui/server');

for (const name of ['DashboardApp', 'Typewriter', 'formatMoney', 'createQueryClient', 'getQueryFn', 'useDashboard']) {
  if (typeof ui[name] !== 'function') throw new Error(`require('@smartburn/ui').${name} is not a function`);
}
if (typeof mocks.createLiveSimulation !== 'function') throw new Error('mocks.createLiveSimulation missing');
if (typeof server.renderDashboard !== 'function')
  throw new Error("require('@smartburn/ui/server').renderDashboard missing");
if (ui.formatMoney(1234567.89, 'en-US') !== '$1,234,567.89') throw new Error('formatMoney gave the wrong text');
console.log(
  `require(): ${Object.keys(ui).length} exports from @smartburn/ui, ${Object.keys(mocks).length} from /mocks, ${Object.keys(server).length} from /server`,
);
