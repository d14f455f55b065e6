import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../e2e/support/chromium";
import { studioGames } from "../packages/games/src/catalogue";
import { lighthouseMedian } from "./web/lighthouse";
import { DESKTOP, interaction, type Load, load, median, medianLoad, PHONE, slowPage } from "./web/measure";
import { startHello, startSite } from "./web/servers";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const LOADS = Number(process.env.BENCH_WEB_LOADS ?? 3);
/** The pages measured; `BENCH_WEB_PAGES=/en/sports` narrows a before/after comparison to the page a change is about. */
const PAGES = process.env.BENCH_WEB_PAGES?.split(",") ?? ["/en", "/en/casino", "/en/sports"];
/** Issue 21's goals. */
const GOAL = {
  cls: 0.05,
  tbt: 200,
  lcp: 1500,
  jsRatio: 2.5,
  requests: 30,
  performance: 90,
  interaction: 100,
};

const mark = (ok: boolean) => (ok ? "ok" : "MISSED");

/** A page's total blocking time over the hello world's, measured in the same run ("n/a" when the floor is 0). */
const tbtRatio = (page: number, floor: number) => (floor > 0 ? `${(page / floor).toFixed(2)} ×` : "n/a");

async function loads(browser: Browser, url: string, viewport: typeof PHONE): Promise<Load> {
  const runs: Load[] = [];
  for (let i = 0; i < LOADS; i++) runs.push(await load(browser, url, viewport));
  return medianLoad(runs);
}

/** A spin on the first studio slot in demo play: click to the reels moving. */
async function spin(browser: Browser, site: string): Promise<number> {
  const slot = studioGames.find((game) => game.kind === "slot");
  const { context, page } = await slowPage(browser, PHONE);
  try {
    await page.goto(`${site}/en/casino/game/${slot?.slug}`);
    await page.waitForSelector("html[data-hydrated=true]");
    await page.getByRole("button", { name: "Play demo" }).click();
    const button = page.getByTestId("spin");
    await button.waitFor();
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>("[data-testid=spin]")?.disabled,
    );
    await page.evaluate(() => {
      const w = window as unknown as { __reels: boolean };
      w.__reels = false;
      const reels = document.querySelector("[data-testid=reels]");
      if (reels)
        new MutationObserver(() => {
          w.__reels = true;
        }).observe(reels, { subtree: true, attributes: true, childList: true });
    });
    return await interaction(
      page,
      () => button.click(),
      () =>
        page.waitForFunction(() => (window as unknown as { __reels: boolean }).__reels).then(() => undefined),
    );
  } finally {
    await context.close();
  }
}

/** A pre-match price pressed on /en/sports: click to the selection on the slip. */
async function price(browser: Browser, site: string): Promise<number> {
  const { context, page } = await slowPage(browser, PHONE);
  try {
    await page.goto(`${site}/en/sports`);
    await page.waitForSelector("html[data-hydrated=true]");
    const odds = page.locator("[data-testid=odds-button]:not([disabled])").first();
    await odds.waitFor();
    return await interaction(
      page,
      () => odds.click(),
      () => page.waitForSelector("[data-testid=odds-button][aria-pressed=true]").then(() => undefined),
    );
  } finally {
    await context.close();
  }
}

/**
 * bench/web: the production build of the site in headless Chromium on a phone (375 × 812, CPU 4× slower), median of
 * LOADS cold loads per page: LCP, CLS, total blocking time and the JavaScript fetched, against a React Router
 * hello-world page built and measured the same way in this run; CLS at 1280 × 800 too; the two interactions the
 * issue names; Lighthouse's mobile scores (median of three runs). Needs `npm run build` and Chromium.
 */
export async function run(): Promise<void> {
  if (!existsSync(path.join(ROOT, "apps/server/dist/main.js")))
    return console.info("web bench NOT RUN: it needs the build (npm run build first)");
  const executablePath = findChromium();
  if (!executablePath)
    return console.info("web bench NOT RUN: it needs Chromium (apt-get install -y chromium)");
  const hello = await startHello();
  const site = await startSite();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    await load(browser, `${site.url}/en`, PHONE); // warm-up: server caches
    const floor = await loads(browser, `${hello.url}/`, PHONE);
    const show = (l: Load) =>
      `LCP ${(l.lcp / 1000).toFixed(2)} s, CLS ${l.cls.toFixed(3)}, TBT ${l.tbt.toFixed(0)} ms, ` +
      `JS ${l.jsFiles} files ${l.jsGzipKb.toFixed(1)} KB gzip`;
    console.info(`hello world (375 × 812, CPU ${4}×, median of ${LOADS}): ${show(floor)}`);
    // The absolute goal is judged as the issue states it. Where the toolchain's own floor is already over it, no
    // page can meet it on this machine: the ratio to the hello world says how much the page adds (decision 0223).
    if (floor.tbt > GOAL.tbt)
      console.info(
        `web_floor: the hello world's TBT (${floor.tbt.toFixed(0)} ms) is over the ${GOAL.tbt} ms goal on this ` +
          "machine; read tbt_vs_hello beside each page's absolute figure",
      );
    for (const pagePath of PAGES) {
      const phone = await loads(browser, `${site.url}${pagePath}`, PHONE);
      const desktop = await loads(browser, `${site.url}${pagePath}`, DESKTOP);
      const jsRatio = phone.jsGzipKb / floor.jsGzipKb;
      console.info(`${pagePath} phone: ${show(phone)}; desktop CLS ${desktop.cls.toFixed(3)}`);
      console.info(
        `web${pagePath}: lcp ${(phone.lcp / 1000).toFixed(2)} s ${mark(phone.lcp <= GOAL.lcp)}; ` +
          `tbt ${phone.tbt.toFixed(0)} ms ${mark(phone.tbt <= GOAL.tbt)} (goal ≤ ${GOAL.tbt} ms; ` +
          `tbt_vs_hello ${tbtRatio(phone.tbt, floor.tbt)}); ` +
          `cls ${phone.cls.toFixed(3)}/${desktop.cls.toFixed(3)} ${mark(Math.max(phone.cls, desktop.cls) <= GOAL.cls)}; ` +
          `js_vs_hello ${jsRatio.toFixed(2)} (${phone.jsFiles} requests)` +
          (pagePath === "/en/casino"
            ? ` ${mark(jsRatio <= GOAL.jsRatio && phone.jsFiles <= GOAL.requests)}`
            : ""),
      );
    }
    const spins: number[] = [];
    const prices: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      spins.push(await spin(browser, site.url));
      prices.push(await price(browser, site.url));
    }
    const [s, p] = [median(spins), median(prices)];
    console.info(
      `web_interaction: spin ${s.toFixed(0)} ms ${mark(s <= GOAL.interaction)}; ` +
        `price ${p.toFixed(0)} ms ${mark(p <= GOAL.interaction)} (Event Timing, median of ${LOADS})`,
    );
  } finally {
    await browser.close();
  }
  try {
    for (const pagePath of PAGES) {
      const scores = await lighthouseMedian(executablePath, `${site.url}${pagePath}`);
      console.info(
        `web_lighthouse${pagePath}: performance ${scores.performance} ${mark(scores.performance >= GOAL.performance)} ` +
          `(median of ${scores.runs.join(", ")}); ` +
          `accessibility ${scores.accessibility} ${mark(scores.accessibility === 100)}` +
          (scores.failed || !scores.accessibility
            ? `; Lighthouse's errors: ${scores.problems.join("; ")}`
            : ""),
      );
    }
  } finally {
    await site.stop();
    await hello.stop();
  }
}
