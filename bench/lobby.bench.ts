import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type Browser, chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../e2e/support/chromium";
import { studioGames } from "../packages/games/src/catalogue";
import { ratio } from "./load";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RUNS = Number(process.env.BENCH_LOBBY_RUNS ?? 5);
/** Games the scroll phase loads into the grid (at most) before measuring frames. */
const SCROLL_GAMES = Number(process.env.BENCH_LOBBY_SCROLL ?? 1000);

const WORDS = [
  ["Golden", "Lucky", "Wild", "Mystic", "Royal", "Crystal", "Thunder", "Silver", "Blazing", "Frozen"],
  ["Tiger", "Phoenix", "Fortune", "Reels", "Jewels", "Pharaoh", "Dragon", "Safari", "Viking", "Cherry"],
  ["Rush", "Quest", "Deluxe", "Megaways", "Riches", "Kingdom", "Nights", "Spins", "Legends", "Bonanza"],
];
const ICONS = ["art-welcome", "art-jackpot", "art-free-spins", "art-live", "art-tournament", "art-cashback"];

/**
 * An aggregator feed (docs/games-feed.md) that brings the catalogue to `total` games with the studio's own: names
 * from word lists, icons from the site's own art (served by the app, so nothing leaves the machine).
 */
function feed(total: number) {
  const count = Math.max(0, total - studioGames.length);
  return {
    vendors: [{ id: "bench-aggregator", displayName: "Bench Aggregator", subVendors: [] }],
    games: Array.from({ length: count }, (_, i) => {
      const name = `${WORDS[0]![i % 10]} ${WORDS[1]![Math.floor(i / 10) % 10]} ${WORDS[2]![Math.floor(i / 100) % 10]} ${Math.floor(i / 1000) + 1}`;
      return {
        id: `bench-${i}`,
        slug: `bench-game-${i}`,
        gameCode: `BENCH_${i}`,
        name,
        vendor: "bench-aggregator",
        thumbnails: { "114": `/brand/${ICONS[i % ICONS.length]}.svg` },
        hasFunMode: i % 3 !== 0,
        rtp: 0.94 + (i % 30) / 1000,
        volatility: (["low", "medium", "high"] as const)[i % 3],
        launchUrl: `https://games.example/launch/${i}`,
        groups: ["slots"],
      };
    }),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** A production server (as the e2e harness starts it) on a fresh embedded database holding `total` games. */
async function lobbyServer(total: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vela-bench-lobby-"));
  // Always the embedded database in a fresh directory: the feed must not land in a shared PostgreSQL.
  const { DATABASE_URL: _shared, ...inherited } = process.env;
  const env = { ...inherited, NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  const feedFile = path.join(dataDir, "feed.json");
  writeFileSync(feedFile, JSON.stringify(feed(total)));
  await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "apps/server/src/modules/casino/import-games.ts", feedFile],
    { cwd: ROOT, env },
  );
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error("the bench server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * One cold first render of the lobby in a fresh browser context: milliseconds from navigation start until the page
 * is hydrated with its game tiles on screen, and the first contentful paint.
 */
async function firstRender(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const w = window as unknown as { hydratedAt?: number };
      if (document.documentElement.dataset.hydrated && w.hydratedAt === undefined)
        w.hydratedAt = performance.now();
    }).observe(document.documentElement, { attributes: true });
  });
  await page.goto(`${url}/en/casino`, { waitUntil: "load" });
  await page.waitForSelector("html[data-hydrated=true] [data-testid=games-grid] [data-testid=game-card]");
  const timing = await page.evaluate(() => ({
    hydrated: (window as unknown as { hydratedAt?: number }).hydratedAt ?? performance.now(),
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    total: Number(document.querySelector("[data-testid=games-grid]")?.getAttribute("data-total") ?? 0),
  }));
  await context.close();
  return timing;
}

/**
 * A lobby after scrolling until `games` games are loaded into its grid: how many tiles the DOM holds, and the frame
 * times of a scroll from top to bottom (what "stays smooth" means to a player), to compare with the small lobby's.
 */
async function scrollPhase(browser: Browser, url: string, games: number) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${url}/en/casino`);
  await page.waitForSelector("html[data-hydrated=true] [data-testid=games-grid]");
  const loaded = () =>
    page.evaluate(() =>
      Number(document.querySelector("[data-testid=games-grid]")?.getAttribute("data-total") ?? 0),
    );
  for (let i = 0; i < 200 && (await loaded()) < games; i++) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(120);
  }
  const frames = await page.evaluate(async () => {
    window.scrollTo(0, 0);
    const times: number[] = [];
    let last = performance.now();
    const end = document.body.scrollHeight - window.innerHeight;
    for (let y = 0; y < end; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      times.push(now - last);
      last = now;
    }
    times.sort((a, b) => a - b);
    return { p95: times[Math.floor(times.length * 0.95)] ?? 0, frames: times.length };
  });
  const tiles = await page.locator("[data-testid=games-grid] [data-testid=game-card]").count();
  const total = await loaded();
  await page.close();
  return { ...frames, tiles, total };
}

/**
 * bench/lobby: the first render of /en/casino with 5,000 games in the catalogue against the same page with 50, in
 * headless Chromium against the production build; then a scroll through each grid, frame times compared too.
 */
export async function run(): Promise<void> {
  if (!existsSync(path.join(ROOT, "apps/web/build/server/index.js"))) {
    console.info('lobby bench NOT RUN: it needs the built web app ("npm run build" first)');
    return;
  }
  const executablePath = findChromium();
  if (!executablePath) {
    console.info("lobby bench NOT RUN: it needs Chromium (apt-get install -y chromium, or CHROMIUM_PATH)");
    return;
  }
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    const results: Record<number, { hydrated: number; fcp: number; total: number }> = {};
    const scrolls: Record<number, Awaited<ReturnType<typeof scrollPhase>>> = {};
    for (const total of [50, 5000]) {
      const server = await lobbyServer(total);
      try {
        await firstRender(browser, server.url); // warm-up: server caches, compiled assets
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await firstRender(browser, server.url));
        results[total] = {
          hydrated: median(runs.map((r) => r.hydrated)),
          fcp: median(runs.map((r) => r.fcp)),
          total: runs[0]?.total ?? 0,
        };
        console.info(
          `lobby with ${total} games: first contentful paint ${results[total].fcp.toFixed(0)} ms, ` +
            `hydrated with tiles ${results[total].hydrated.toFixed(0)} ms (median of ${RUNS}, ${results[total].total} tiles in the first page)`,
        );
        scrolls[total] = await scrollPhase(browser, server.url, Math.min(total, SCROLL_GAMES));
        const scroll = scrolls[total];
        console.info(
          `scrolled the ${total}-game lobby: ${scroll.total} games loaded, ${scroll.tiles} tiles in the DOM, ` +
            `p95 frame ${scroll.p95.toFixed(1)} ms over ${scroll.frames} scroll steps`,
        );
      } finally {
        await server.stop();
      }
    }
    console.info(`lobby_first_render_5000_vs_50: ${ratio(results[5000]!.hydrated, results[50]!.hydrated)}`);
    console.info(`lobby_scroll_p95_frame_5000_vs_50: ${ratio(scrolls[5000]!.p95, scrolls[50]!.p95)}`);
  } finally {
    await browser.close();
  }
}
