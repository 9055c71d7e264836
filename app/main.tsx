import './fonts';

// The server's HTML is the whole page with its data (docs/requirements.md §9.3): let the browser
// paint it first, then evaluate the app's code and hydrate (app/start.tsx). The code is fetched
// meanwhile: the build preloads it (modulepreload, app/vite.config.ts), so waiting costs no round trip.
// npm run bench, mobile FCP: 1696 ms (1.59x the bare page) before, 852 ms (0.72x) with it.
// The data block's id is INITIAL_STATE_ELEMENT_ID; importing it would put the app in this entry.
const hasData = document.getElementById('smartburn-initial-state') !== null;

// A tap on a button between the first paint and the moment React listens (the motion toggle,
// say) is kept and given to the hydrated page, so no tap is lost while the app starts.
const earlyClicks: HTMLElement[] = [];
const keepEarlyClick = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button) earlyClicks.push(button);
};
document.addEventListener('click', keepEarlyClick, true);

(hasData ? afterFirstContentfulPaint() : Promise.resolve())
  // React DOM's code is evaluated in a task of its own, then the app's: two tasks of 21-28 and
  // 23-34 ms here in place of one of 62-74 ms. npm run bench A/B: mid-tier TBT 22 -> 7 ms (low-tier 647 -> 642).
  .then(() => import('react-dom/client'))
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./start'))
  .then(({ start }) => start())
  .then(() => {
    document.removeEventListener('click', keepEarlyClick, true);
    // React listens now: a click on a part not hydrated yet makes React hydrate it first.
    for (const button of earlyClicks.splice(0)) if (button.isConnected) button.click();
  });

/** Once the browser has painted the page's content, or at the latest after 300 ms (hidden tabs do not paint). */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(resolve, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, 300);
  });
}
