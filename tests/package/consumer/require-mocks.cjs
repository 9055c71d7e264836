// `node require-mocks.cjs`: the mocks entry from CommonJS. msw's own CommonJS build requires
// an ESM-only package (rettime), so this one needs Node's require(esm) (Node >= 20.19).
const mocks = require('@smartburn/ui/mocks');

if (typeof mocks.createLiveSimulation !== 'function') throw new Error('mocks.createLiveSimulation missing');
console.log(`require('@smartburn/ui/mocks') (with require(esm), for msw): ${Object.keys(mocks).length} exports`);
