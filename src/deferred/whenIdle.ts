/**
 * Calls back once, after the browser is idle (or `timeoutMs` at the latest; 200 ms where there is
 * no requestIdleCallback). Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}
