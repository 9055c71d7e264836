#!/usr/bin/env node
// Look at a page as a person would: full-page screenshots at phone and desktop widths.
//   node scripts/dev/screenshot.mjs http://127.0.0.1:3000/ out-prefix [widths...]
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const [url = 'http://127.0.0.1:3000/', prefix = '.tmp/shot', ...widths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
for (const width of widths.length ? widths.map(Number) : [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(Number(process.env.WAIT ?? 800));
  await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: !process.env.VIEWPORT_ONLY });
  console.log(`${prefix}-${width}.png`, errors.length ? `errors: ${errors.join(' | ')}` : 'no console errors');
  await page.close();
}
await browser.close();
