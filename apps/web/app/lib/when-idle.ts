import { useEffect, useState } from "react";

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

/**
 * False until the page has loaded and the main thread is idle (always false on the server): a query of something below
 * the first screen waits for it (`enabled`), so its fetch, its parsing and the render it causes do not compete with
 * hydration on a slow phone (docs/decisions/0218-fast-casino-page-on-a-phone.md). On a page reached in the browser
 * it turns true almost at once.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

/**
 * Runs `task` after the browser has painted the next frame (a frame callback, then a task after it), so work a player
 * does not see — a storage write, a measurement for toasts — stays out of the frame that answers a press (issue 21:
 * a press must reach the screen within 100 ms on a phone). In a hidden page, where no frame comes, it runs at once.
 * Returns a cancel function.
 */
export function afterPaint(task: () => void): () => void {
  if (typeof window === "undefined" || document.visibilityState === "hidden") {
    task();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
