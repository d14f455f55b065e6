import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };
/** A mid-range phone's CPU next to this machine's (Lighthouse's mobile default). */
export const CPU_SLOWDOWN = 4;

export interface Load {
  lcp: number;
  /** Every layout shift without recent input summed (never less than the windowed CLS Lighthouse reports). */
  cls: number;
  /** Σ (long task − 50 ms) after the first contentful paint, until the page has been quiet for 2 s. */
  tbt: number;
  jsFiles: number;
  jsGzipKb: number;
}

/** Observers installed before any of the page's own script runs. */
function observe() {
  const perf = { lcp: 0, cls: 0, fcp: 0, tasks: [] as [number, number][] };
  (window as unknown as { __perf: typeof perf }).__perf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) perf.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
}

export async function slowPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 500, hasTouch: true });
  // A slowed page on a busy 2-core machine can take far longer than Playwright's 30 s default.
  context.setDefaultTimeout(180_000);
  context.setDefaultNavigationTimeout(180_000);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(observe);
  return { context, page };
}

/** One cold load of `url` in a fresh context (no cache): web vitals and the JavaScript it fetched. */
export async function load(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<Load> {
  const { context, page } = await slowPage(browser, viewport);
  const scripts: Promise<number>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" || response.url().endsWith(".js"))
      scripts.push(
        response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      );
  });
  try {
    await page.goto(url, { waitUntil: "load" });
    await quiet(page);
    const perf = await page.evaluate(() => {
      const seen = (window as unknown as { __perf: { lcp: number; cls: number; tasks: [number, number][] } })
        .__perf;
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      const tbt = seen.tasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return { lcp: seen.lcp, cls: seen.cls, tbt };
    });
    const sizes = await Promise.all(scripts);
    return { ...perf, jsFiles: sizes.length, jsGzipKb: sizes.reduce((a, b) => a + b, 0) / 1024 };
  } finally {
    await context.close();
  }
}

/** Waits until no long task has started for 2 s (or 20 s have passed): hydration and its first effects are done. */
async function quiet(page: Page): Promise<void> {
  const started = Date.now();
  for (;;) {
    const last = await page.evaluate(() => {
      const tasks = (window as unknown as { __perf: { tasks: [number, number][] } }).__perf.tasks;
      const end = tasks.reduce((max, [start, duration]) => Math.max(max, start + duration), 0);
      return performance.now() - end;
    });
    if (last > 2000 || Date.now() - started > 20_000) return;
    await page.waitForTimeout(250);
  }
}

/**
 * The main-thread cost of one interaction (Event Timing API): the longest event entry of the click, from input to
 * the next paint (input delay + handlers + rendering).
 */
export async function interaction(page: Page, act: () => Promise<void>, done: () => Promise<void>) {
  await page.evaluate(() => {
    const entries: { name: string; duration: number; id: number }[] = [];
    (window as unknown as { __events: typeof entries }).__events = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId: number })[])
        entries.push({ name: entry.name, duration: entry.duration, id: entry.interactionId });
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  });
  await act();
  await done();
  // Event entries are reported after the next paint.
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const entries = (window as unknown as { __events: { name: string; duration: number; id: number }[] })
      .__events;
    return entries.filter((e) => e.id > 0).reduce((max, e) => Math.max(max, e.duration), 0);
  });
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export function medianLoad(loads: Load[]): Load {
  const pick = (key: keyof Load) => median(loads.map((l) => l[key]));
  return {
    lcp: pick("lcp"),
    cls: pick("cls"),
    tbt: pick("tbt"),
    jsFiles: pick("jsFiles"),
    jsGzipKb: pick("jsGzipKb"),
  };
}
