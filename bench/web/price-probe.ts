/**
 * A probe of the price press (issue 21, decision 0228): runs bench/web.bench.ts's `price()` measurement N times
 * against one or more running production servers (e.g. main's build and a branch's, each `node
 * apps/server/dist/main.js` on its own port and data directory), interleaved so the machine's load falls on both, and
 * prints each press's event entries split into input delay / handlers / presentation and the median per server.
 *   PROBE_URLS=http://127.0.0.1:3101,http://127.0.0.1:3102 PROBE_N=9 npx tsx bench/web/price-probe.ts
 * Options: PROBE_TRACE=dir writes a Chromium trace of each press (PROBE_LIGHT=1 without the CPU sampler,
 * PROBE_FULL=1 from navigation on, PROBE_INVAL=1 with style and layout invalidation tracking); PROBE_PROFILE=dir
 * writes a CPU profile sampled every 100 µs; PROBE_WAIT=ms waits before the press; a server given as `URL|css` gets
 * the css added to its pages (a what-if without a build).
 */
import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../../e2e/support/chromium";
import { median, PHONE, slowPage } from "./measure";

const urls = (process.env.PROBE_URLS ?? "").split(",").filter(Boolean);
const N = Number(process.env.PROBE_N ?? 5);
const TRACE = process.env.PROBE_TRACE;

interface Entry {
  name: string;
  id: number;
  start: number;
  delay: number;
  handlers: number;
  presentation: number;
  duration: number;
}

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
  headless: true,
});
const results = new Map<string, number[]>(urls.map((u) => [u, []]));
for (let i = 0; i < N; i++) {
  for (const [index, site] of urls.entries()) {
    const { context, page } = await slowPage(browser, PHONE);
    try {
      const fullPath = TRACE && process.env.PROBE_FULL ? `${TRACE}/full-${index}-${i}.json` : undefined;
      if (fullPath)
        await browser.startTracing(page, {
          path: fullPath,
          categories: [
            "devtools.timeline",
            "disabled-by-default-devtools.timeline",
            "v8.execute",
            "disabled-by-default-v8.cpu_profiler",
          ],
        });
      const [base, css] = site.split("|");
      if (css)
        await page.addInitScript(
          `document.addEventListener("DOMContentLoaded", () => { const s = document.createElement("style"); s.textContent = ${JSON.stringify(css)}; document.head.append(s); })`,
        );
      await page.goto(`${base}/en/sports`);
      await page.waitForSelector("html[data-hydrated=true]");
      const odds = page.locator("[data-testid=odds-button]:not([disabled])").first();
      await odds.waitFor();
      await page.evaluate(() => {
        const entries: unknown[] = [];
        (window as unknown as { __events: unknown[] }).__events = entries;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
            entries.push({
              name: e.name,
              id: e.interactionId,
              start: e.startTime,
              delay: e.processingStart - e.startTime,
              handlers: e.processingEnd - e.processingStart,
              presentation: e.startTime + e.duration - e.processingEnd,
              duration: e.duration,
            });
        }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
      });
      const tracePath = TRACE && !process.env.PROBE_FULL ? `${TRACE}/press-${index}-${i}.json` : undefined;
      if (tracePath)
        await browser.startTracing(page, {
          path: tracePath,
          categories: [
            "devtools.timeline",
            "disabled-by-default-devtools.timeline",
            "disabled-by-default-devtools.timeline.frame",
            "v8.execute",
            "blink.user_timing",
            ...(process.env.PROBE_LIGHT ? [] : ["disabled-by-default-v8.cpu_profiler"]),
            ...(process.env.PROBE_INVAL
              ? [
                  "disabled-by-default-devtools.timeline.invalidationTracking",
                  "disabled-by-default-devtools.timeline.stack",
                  "disabled-by-default-blink.debug.layout",
                ]
              : []),
          ],
        });
      if (process.env.PROBE_WAIT) await page.waitForTimeout(Number(process.env.PROBE_WAIT));
      const profiler = process.env.PROBE_PROFILE ? await context.newCDPSession(page) : undefined;
      if (profiler) {
        await profiler.send("Profiler.enable");
        await profiler.send("Profiler.setSamplingInterval", { interval: 100 });
        await profiler.send("Profiler.start");
      }
      const t0 = await page.evaluate(() => performance.now());
      await odds.click();
      await page.waitForSelector("[data-testid=odds-button][aria-pressed=true]");
      await page.waitForTimeout(500);
      if (tracePath || fullPath) await browser.stopTracing();
      if (profiler) {
        const { profile } = await profiler.send("Profiler.stop");
        writeFileSync(`${process.env.PROBE_PROFILE}/press-${index}-${i}.cpuprofile`, JSON.stringify(profile));
      }
      const entries = (await page.evaluate(
        () => (window as unknown as { __events: Entry[] }).__events,
      )) as Entry[];
      const worst = entries.filter((e) => e.id > 0).reduce((max, e) => Math.max(max, e.duration), 0);
      results.get(site)?.push(worst);
      console.info(
        `${site} #${i}: ${worst} ms  ` +
          entries
            .map(
              (e) =>
                `${e.name}[${e.id}] @${(e.start - t0).toFixed(0)} d${e.delay.toFixed(0)}/h${e.handlers.toFixed(0)}/p${e.presentation.toFixed(0)}=${e.duration}`,
            )
            .join(" "),
      );
    } finally {
      await context.close();
    }
  }
}
await browser.close();
for (const [site, values] of results)
  console.info(`${site}: median ${median(values)} ms of [${values.join(", ")}]`);
if (TRACE) writeFileSync(`${TRACE}/done`, "");
