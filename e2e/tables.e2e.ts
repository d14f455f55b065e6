import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";
import { seriousViolations } from "./support/page";
import { realBalance, topUp } from "./support/wallet";

/**
 * The live casino's shared RNG tables (issue 17) in a real browser: a guest sees the table list with its countdown
 * and the RNG label; the demo player joins the roulette table, bets on red before "no more bets" and sees the
 * result and the balance change; then the money wheel the same way, and checks its last round in the verifier.
 * The e2e server runs 8 s rounds with 2 s to the result (global-setup).
 * Screenshots go to e2e/artifacts/.
 */
const PLAYER = "demo";
const PASSWORD = "Vela-demo-2026";
const TABLE = "vela-roulette";
/** The shared tables the server opens, in its order. */
const TABLE_NAMES = ["Vela Roulette", "Vela Dream Wheel"];
const WHEEL = "vela-dream-wheel";
const RNG_LABEL = "RNG table — results by a certified random number generator, not a video stream";

interface Bet {
  id: string;
  stake: number;
  status: string;
  win: number | null;
  roundNumber: number;
}

describe.skipIf(!hasBrowser)("the live casino's shared tables", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function open(page: Page, path: string) {
    await page.goto(`${baseUrl}${path}`);
    await page.waitForSelector("html[data-hydrated=true]");
  }

  it("shows a guest the tables with a countdown, labelled as RNG, and lets them watch a table", async () => {
    for (const [device, width, height] of [
      ["desktop", 1440, 900],
      ["mobile", 375, 812],
    ] as const) {
      // A page of its own context: axe (seriousViolations) runs only in one.
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await open(page, "/en/live-casino");
      const tables = page.getByTestId("shared-tables");
      await tables.getByRole("link", { name: "Vela Roulette", exact: true }).waitFor();
      await page.getByText(RNG_LABEL).first().waitFor();
      await expect
        .poll(() => tables.getByTestId("table-countdown").first().textContent(), { timeout: 15_000 })
        .toMatch(/^No more bets in \d+ seconds?$/);
      await page.screenshot({ path: artifact(`tables-list-${device}.png`), fullPage: true });
      // A guest may watch the table: the round, the board and the RNG label, and a log-in button to bet.
      // Each table's button says "Join table" and is named with its table (the visible text first), found by axe
      // and a screen reader's list of links alike.
      const joins = tables.getByRole("link", { name: /^Join table/ });
      expect(await joins.evaluateAll((links) => links.map((link) => link.textContent))).toEqual(
        TABLE_NAMES.map(() => "Join table"),
      );
      expect(
        await joins.evaluateAll((links) => links.map((link) => link.getAttribute("aria-label"))),
      ).toEqual(TABLE_NAMES.map((name) => `Join table: ${name}`));
      expect(await seriousViolations(page, "[data-testid=shared-tables]")).toEqual([]);
      await tables.getByRole("link", { name: "Join table: Vela Roulette" }).click();
      await page.waitForURL(new RegExp(`/en/live-casino/${TABLE}$`));
      await page.getByText(RNG_LABEL).waitFor();
      await page.getByTestId("table-status").waitFor();
      await page.getByRole("button", { name: "Log in to bet" }).waitFor();
      await page.screenshot({ path: artifact(`tables-guest-${device}.png`), fullPage: true });
      await context.close();
    }
  });

  it("lets the demo player bet on the shared roulette table and see the result and the balance change", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl}/api/session/login`, {
      data: { username: PLAYER, password: PASSWORD },
    });
    expect(login.status()).toBe(200);
    if ((await realBalance(page)) < 20) await topUp(page, 50);

    await open(page, "/en/live-casino");
    await page.getByTestId("shared-tables").getByRole("link", { name: "Join table: Vela Roulette" }).click();
    await page.waitForURL(new RegExp(`/en/live-casino/${TABLE}$`));
    await page.getByText(RNG_LABEL).waitFor();

    // Bet with time to spare: wait for a round with at least 3 seconds of betting left.
    const status = page.getByTestId("table-status");
    await expect
      .poll(
        async () => Number((await status.textContent())?.match(/^No more bets in (\d+) second/)?.[1] ?? 0),
        {
          timeout: 20_000,
          interval: 100,
        },
      )
      .toBeGreaterThanOrEqual(3);
    const before = await realBalance(page);
    await page.getByRole("button", { name: "Red", exact: true }).click();
    const placed = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/tables/${TABLE}/bets`) && response.request().method() === "POST",
    );
    await page.getByTestId("table-place").click();
    const answer = await placed;
    expect(answer.status()).toBe(200);
    const bet = (await answer.json()) as Bet;
    expect(bet).toMatchObject({ stake: 1, status: "placed" });
    expect(await realBalance(page)).toBe(Math.round((before - 1) * 100) / 100);
    await page.getByTestId("my-table-bets").getByText("Waiting for the result").waitFor();
    await page.screenshot({ path: artifact("tables-bet-placed.png") });

    // "No more bets", the spin, then the result: the bet is settled on the page and in the balance.
    const outcome = page.getByTestId("my-table-bets").getByTestId("my-table-bet-outcome").first();
    await expect.poll(() => outcome.textContent(), { timeout: 20_000 }).toMatch(/^(Won .+|No win)$/);
    const detail = (await (await page.request.get(`${baseUrl}/api/tables/${TABLE}`)).json()) as {
      myBets: Bet[];
      lastResults: { number: number; pocket: number; colour: string }[];
    };
    const settled = detail.myBets.find((b) => b.id === bet.id);
    expect(settled?.status).toBe("settled");
    const result = detail.lastResults.find((r) => r.number === bet.roundNumber);
    expect(result).toBeDefined();
    expect(settled?.win).toBe(result?.colour === "red" ? 2 : 0);
    const after = Math.round((before - 1 + (settled?.win ?? 0)) * 100) / 100;
    await expect.poll(() => realBalance(page), { timeout: 10_000 }).toBe(after);
    const shown = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(after);
    await expect.poll(() => page.getByTestId("table-balance").textContent(), { timeout: 10_000 }).toBe(shown);
    await page.getByTestId("table-results").first().waitFor();
    await page.screenshot({ path: artifact("tables-result.png") });
    await context.close();
  });

  it("lets the demo player bet on the money wheel, see the result and the balance change, and verify the round", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl}/api/session/login`, {
      data: { username: PLAYER, password: PASSWORD },
    });
    expect(login.status()).toBe(200);
    if ((await realBalance(page)) < 20) await topUp(page, 50);

    await open(page, "/en/live-casino");
    await page.getByRole("button", { name: "Reject all" }).click();
    await page
      .getByTestId("shared-tables")
      .getByRole("link", { name: "Vela Dream Wheel", exact: true })
      .click();
    await page.waitForURL(new RegExp(`/en/live-casino/${WHEEL}$`));
    await page.getByText(RNG_LABEL).waitFor();
    await page.getByTestId("table-wheel").waitFor();

    const status = page.getByTestId("table-status");
    await expect
      .poll(
        async () => Number((await status.textContent())?.match(/^No more bets in (\d+) second/)?.[1] ?? 0),
        { timeout: 20_000, interval: 100 },
      )
      .toBeGreaterThanOrEqual(3);
    const before = await realBalance(page);
    // 1.00 on 10 and 1.00 on 1 (the chip is 1 by default).
    await page.getByRole("button", { name: "10, pays 10 to 1" }).click();
    await page.getByRole("button", { name: "1, pays 1 to 1" }).click();
    await page.getByRole("button", { name: /^10, pays 10 to 1, .+ on it$/ }).waitFor();
    const placed = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/tables/${WHEEL}/bets`) && response.request().method() === "POST",
    );
    await page.getByTestId("table-place").click();
    const answer = await placed;
    expect(answer.status()).toBe(200);
    const bet = (await answer.json()) as Bet;
    expect(bet).toMatchObject({ stake: 2, status: "placed" });
    expect(await realBalance(page)).toBe(Math.round((before - 2) * 100) / 100);
    await page.getByTestId("my-table-bets").getByText("Waiting for the result").waitFor();

    const outcome = page.getByTestId("my-table-bets").getByTestId("my-table-bet-outcome").first();
    await expect.poll(() => outcome.textContent(), { timeout: 20_000 }).toMatch(/^(Won .+|No win)$/);
    const detail = (await (await page.request.get(`${baseUrl}/api/tables/${WHEEL}`)).json()) as {
      myBets: Bet[];
      lastResults: { number: number; wheel: { number: number; multiplier: number } | null }[];
    };
    const settled = detail.myBets.find((b) => b.id === bet.id);
    expect(settled?.status).toBe("settled");
    const wheel = detail.lastResults.find((r) => r.number === bet.roundNumber)?.wheel;
    expect(wheel).toBeTruthy();
    const win = wheel!.number === 10 || wheel!.number === 1 ? 1 + wheel!.number * wheel!.multiplier : 0;
    expect(settled?.win).toBe(win);
    const after = Math.round((before - 2 + win) * 100) / 100;
    await expect.poll(() => realBalance(page), { timeout: 10_000 }).toBe(after);
    const shown = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(after);
    await expect.poll(() => page.getByTestId("table-balance").textContent(), { timeout: 10_000 }).toBe(shown);
    await page.getByTestId("table-results").waitFor();
    await page.screenshot({ path: artifact("tables-wheel-result-desktop.png") });

    // The last round in the verifier: the seed matches its commitment and the recomputed result the broadcast one.
    await page.getByTestId("table-verify").click();
    await page.waitForURL(/\/en\/casino\/verify\?/);
    await page.waitForSelector("html[data-hydrated=true]");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    const verdict = page.getByTestId("verify-result");
    await verdict.getByText("The server seed matches its hash").waitFor();
    await verdict.getByText("The result matches the one the table broadcast").waitFor();
    await expect
      .poll(() => verdict.getByTestId("verify-outcome").textContent())
      .toMatch(/^The wheel stops on /);
    await page.screenshot({ path: artifact("tables-wheel-verify-desktop.png") });
    await context.close();
  });

  it("shows the money wheel readable on a phone", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl}/api/session/login`, {
      data: { username: PLAYER, password: PASSWORD },
    });
    expect(login.status()).toBe(200);
    await open(page, `/en/live-casino/${WHEEL}`);
    await page.getByRole("button", { name: "Reject all" }).click();
    await page.getByTestId("table-wheel").waitFor();
    await page.screenshot({ path: artifact("tables-wheel-mobile.png") });
    await page.getByRole("button", { name: "40, pays 40 to 1" }).click();
    await page.getByTestId("table-place").scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact("tables-wheel-mobile-board.png") });
    // The page fits the phone, also while the wheel spins: it does not scroll sideways (a spinning wheel's corners
    // used to widen it).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect
      .poll(() => page.getByTestId("table-status").textContent(), { timeout: 20_000, interval: 100 })
      .toBe("No more bets — the wheel is spinning");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
