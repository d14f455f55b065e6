import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";

/**
 * The casino (issue 06) in a real browser: a guest plays a slot for fun, the demo player spins for real and sees
 * the balance change, favourites the game and finds it in favourites and recently played. Screenshots of the lobby
 * and of each game at 1440 and 375 px go to e2e/artifacts/.
 */
const PLAYER = "demo";
const PASSWORD = "Vela-demo-2026";

interface Game {
  slug: string;
  name: string;
  kind: string;
  hasFunMode: boolean;
}

async function games(): Promise<Game[]> {
  const response = await fetch(`${baseUrl}/v1/casino/games?limit=200&fields=slug,name,kind,hasFunMode`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Game[] }).items;
}

async function realBalance(page: Page): Promise<number> {
  const response = await page.request.get(`${baseUrl}/api/user/balance`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

/** Pays a deposit through the sandbox provider without the UI, as the cashier journey does. */
async function topUp(page: Page, amount: number): Promise<void> {
  const before = await realBalance(page);
  const started = await page.request.post(`${baseUrl}/api/user/cashier/depositGm1`, {
    data: { amount, currency: "GBP" },
    headers: { "idempotency-key": `e2e-casino-${crypto.randomUUID()}` },
  });
  expect(started.status()).toBe(200);
  const { redirectUrl } = (await started.json()) as { redirectUrl: string };
  const paid = await page.request.post(`${baseUrl}${redirectUrl}`, {
    form: { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await expect.poll(() => realBalance(page), { timeout: 10_000 }).toBe(before + amount);
}

describe.skipIf(!hasBrowser)("the casino in a real browser", () => {
  let browser: Browser;
  let catalogue: Game[];
  let slot: Game;
  beforeAll(async () => {
    browser = await launchBrowser();
    catalogue = await games();
    const found = catalogue.find((game) => game.kind === "slot" && game.hasFunMode);
    if (!found) throw new Error("no slot with fun mode in the demo catalogue");
    slot = found;
  });
  afterAll(() => browser?.close());

  async function open(page: Page, path: string) {
    await page.goto(`${baseUrl}${path}`);
    await page.waitForSelector("html[data-hydrated=true]");
  }

  it("shows the lobby with games and searches on the server", async () => {
    for (const [device, width, height] of [
      ["desktop", 1440, 900],
      ["mobile", 375, 812],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height } });
      await open(page, "/en/casino");
      await page.getByTestId("games-grid").waitFor();
      expect(await page.getByTestId("game-card").count()).toBeGreaterThan(0);
      await page.screenshot({ path: artifact(`casino-lobby-${device}.png`), fullPage: true });
      if (device === "desktop") {
        await page.getByRole("searchbox", { name: "Search games" }).fill(slot.name.slice(0, 5));
        await expect
          .poll(() => page.getByTestId("games-grid").getByRole("link", { name: slot.name }).count(), {
            timeout: 10_000,
          })
          .toBeGreaterThan(0);
      }
      await page.close();
    }
  });

  it("lets a guest play a slot for fun after the fun-play alert", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await open(page, `/en/casino/game/${slot.slug}`);
    expect(await page.title()).toContain("Casino · Vela");
    await page.getByTestId("fun-alert").waitFor();
    await page.getByRole("button", { name: "Play demo" }).click();
    await page.getByTestId("spin").click();
    await expect.poll(() => page.getByTestId("game-stake").textContent(), { timeout: 10_000 }).not.toBe("–");
    await page.getByTestId("reels").locator("svg").first().waitFor();
    expect(await page.getByTestId("game-balance").textContent()).not.toBe("–");
    // Space spins too.
    const before = await page.getByTestId("game-balance").textContent();
    const next = page.waitForResponse((response) => response.url().includes("/rounds"));
    await page.locator("body").press("Space");
    expect((await next).status()).toBe(200);
    await expect.poll(() => page.getByTestId("game-balance").textContent()).not.toBe(before);
    await page.close();
  });

  it("takes screenshots of each game for a guest in fun mode", async () => {
    for (const kind of ["slot", "dice", "roulette", "blackjack"]) {
      const game = catalogue.find((item) => item.kind === kind && item.hasFunMode);
      if (!game) continue;
      for (const [device, width, height] of [
        ["desktop", 1440, 900],
        ["mobile", 375, 812],
      ] as const) {
        const page = await browser.newPage({ viewport: { width, height } });
        await open(page, `/en/casino/game/${game.slug}`);
        await page.getByRole("button", { name: "Play demo" }).click();
        await page.getByTestId("game-balance").waitFor();
        // One round, so the screenshot shows a result.
        if (kind === "slot") await page.getByTestId("spin").click();
        if (kind === "dice") await page.getByRole("button", { name: "Roll" }).click();
        if (kind === "roulette") {
          await page.getByRole("button", { name: "Red", exact: true }).click();
          await page.getByRole("button", { name: "Spin" }).click();
        }
        if (kind === "blackjack") await page.getByRole("button", { name: "Deal" }).click();
        await expect
          .poll(() => page.getByTestId("game-stake").textContent(), { timeout: 10_000 })
          .not.toBe("–");
        await page.waitForTimeout(300);
        await page.screenshot({ path: artifact(`casino-${kind}-${device}.png`), fullPage: true });
        await page.close();
      }
    }
  });

  it("spins for real, shows the balance change, favourites the game and finds it in the lobby", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl}/api/session/login`, {
      data: { username: PLAYER, password: PASSWORD },
    });
    expect(login.status()).toBe(200);
    if ((await realBalance(page)) < 20) await topUp(page, 50);
    const before = await realBalance(page);

    await open(page, `/en/casino/game/${slot.slug}`);
    await page.getByTestId("spin").waitFor();
    const played = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/games/${slot.slug}/rounds`) && response.request().method() === "POST",
    );
    await page.getByTestId("spin").click();
    const round = (await (await played).json()) as { stake: number; win: number; balanceAfter: number };
    expect(round.stake).toBeGreaterThan(0);
    const after = Math.round((before - round.stake + round.win) * 100) / 100;
    expect(await realBalance(page)).toBe(after);
    const gbp = new Intl.NumberFormat("en", { style: "currency", currency: "GBP" }).format(after);
    await expect.poll(() => page.getByTestId("game-balance").textContent(), { timeout: 10_000 }).toBe(gbp);
    await page.screenshot({ path: artifact("casino-slot-real-desktop.png"), fullPage: true });

    // Provably fair: rotate the seeds to reveal the server seed, then verify the round in the browser.
    await page.getByText("Provably fair").click();
    await page.getByRole("button", { name: "Rotate seeds" }).click();
    await page.getByTestId("revealed-seed").waitFor();
    await page.getByRole("link", { name: "Verify the last round" }).click();
    await page.waitForURL(/\/en\/casino\/verify/);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByTestId("verify-result").getByText("The server seed matches its hash").waitFor();
    await page.screenshot({ path: artifact("casino-verify-desktop.png"), fullPage: true });

    // Favourite it from the lobby, then find it in favourites and in recently played.
    await open(page, "/en/casino");
    await page.getByRole("searchbox", { name: "Search games" }).fill(slot.name);
    const heart = page
      .getByTestId("games-grid")
      .getByRole("button", { name: `Add ${slot.name} to favourites` });
    const remove = page
      .getByTestId("games-grid")
      .getByRole("button", { name: `Remove ${slot.name} from favourites` });
    await heart.or(remove).first().waitFor();
    if (await heart.count()) await heart.first().click();
    await remove.first().waitFor();
    await page.getByRole("searchbox", { name: "Search games" }).fill("");
    const link = `a[href="/en/casino/game/${slot.slug}"]`;
    await page.getByTestId("favourite-games").locator(link).waitFor();
    await page.getByTestId("recent-games").locator(link).waitFor();
    await context.close();
  });
});
