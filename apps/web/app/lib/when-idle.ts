/**
 * Runs `task` once the page has loaded and the main thread is idle, so a live stream opens after the first paint
 * and hydration instead of competing with them (issue 21). Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function")
      idle = window.requestIdleCallback(() => cancelled || task(), { timeout: 2_000 });
    else idle = window.setTimeout(() => cancelled || task(), 0);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    if (idle !== undefined && typeof window.cancelIdleCallback === "function")
      window.cancelIdleCallback(idle);
  };
}
