import './fonts';

// The server's HTML is the whole page with its data (docs/requirements.md §9.3): let the browser
// paint it first, then evaluate the app's code and hydrate (app/start.tsx).
// Nothing but this small entry is fetched before the paint either: the app's chunks are named in
// a meta element (app/vite.config.ts, appChunksAfterPaint) and preloaded together once painted.
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
  .then(preloadTheApp)
  // React DOM's code is evaluated in a task of its own, then the app's: two shorter tasks in
  // place of one long one, so a tap waits less.
  .then(() => import('react-dom/client'))
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./start'))
  .then(({ start }) => start())
  .then(() => {
    document.removeEventListener('click', keepEarlyClick, true);
    // React listens now: a click on a part not hydrated yet makes React hydrate it first.
    for (const button of earlyClicks.splice(0)) if (button.isConnected) button.click();
  });

/**
 * Once the browser has painted the page's content. At once in a hidden tab (it does not paint
 * until shown) and in a browser without paint timing; after 3 s at the latest, whatever happens.
 */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const done = () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', whenHidden);
      clearTimeout(atTheLatest);
      setTimeout(resolve, 0);
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') done();
    };
    const atTheLatest = setTimeout(done, 3000);
    observer.observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', whenHidden);
    whenHidden();
  });
}

/** Requests the app's chunks all at once (their names: the build's `sb-app-chunks` meta element). */
function preloadTheApp(): void {
  const names = document.querySelector<HTMLMetaElement>('meta[name="sb-app-chunks"]')?.content ?? '';
  for (const href of names.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
