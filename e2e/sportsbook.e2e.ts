import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";
import { open } from "./support/page";
import { realBalance, topUp } from "./support/wallet";

/**
 * The sportsbook (issue 07) in a real browser against the real server and its built-in feed, which global setup
 * runs on an accelerated clock (SPORTS_TIME_SCALE): the lists and the live page with prices moving, a single and a
 * double placed through the bet slip and found in My Bets, the matches played to the end and the bets settled with
 * the balance following, and a cash-out of a live bet. Screenshots at 1280×800 and 375×812 go to e2e/artifacts/.
 */
const PLAYER = "demo";
const PASSWORD = "Vela-demo-2026";
const DEVICES = [
  ["desktop", 1280, 800],
  ["mobile", 375, 812],
] as const;
const gbp = (amount: number) =>
  new Intl.NumberFormat("en", { style: "currency", currency: "GBP", minimumFractionDigits: 2 }).format(
    amount,
  );

interface LiveEvent {
  id: string;
  sport: string;
  startsAt: string;
  status: string;
  mainMarket: { status: string; selections: { id: string }[] } | null;
}

interface BetView {
  id: string;
  status: string;
  stake: number;
  returned: number;
}

async function liveEvents(): Promise<LiveEvent[]> {
  const response = await fetch(`${baseUrl}/api/sportsbook/events?status=live&limit=100`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: LiveEvent[] }).events.filter(
    (event) => event.mainMarket && event.mainMarket.selections.length > 0,
  );
}

async function bets(page: Page, status: "open" | "settled"): Promise<BetView[]> {
  const response = await page.request.get(`${baseUrl}/api/user/bettingHistory?status=${status}&limit=100`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { bets: BetView[] }).bets;
}

/** A browser context that has already answered the cookie banner (covered by the content journey), so screenshots show the page. */
async function newContext(browser: Browser, width: number, height: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addCookies([{ name: "cookie_consent", value: "f1.m1.a1", url: baseUrl }]);
  return context;
}

/** The first price of an event's row that takes bets now (a live market is suspended for moments at a time). */
const openPrice = (page: Page, eventId: string): Locator =>
  page
    .locator(`[data-testid=event-row][data-event-id="${eventId}"] [data-testid=odds-button]:not([disabled])`)
    .first();

/**
 * Clicks an open price of a live match not in `taken` and returns that match's id, preferring the latest kick-off
 * (the most still to play). At the e2e feed's speed a match ends every few seconds and a market sits suspended for
 * moments at a time, so the live list is read afresh on every try and the page is reloaded to show new matches.
 */
async function clickSomeOpenPrice(page: Page, taken: string[]): Promise<string> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const live = (await liveEvents()).sort((x, y) => y.startsAt.localeCompare(x.startsAt));
    const shown = new Set(
      await page
        .locator("[data-testid=event-row][data-event-id]")
        .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-event-id"))),
    );
    for (const event of live) {
      if (taken.includes(event.id) || !shown.has(event.id)) continue;
      const clicked = await openPrice(page, event.id)
        .click({ timeout: 3_000 })
        .then(() => true)
        .catch(() => false);
      if (clicked) return event.id;
    }
    await page.waitForTimeout(1_000);
    await open(page, "/en/sports/sporturi-live");
    await page
      .getByTestId("event-row")
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
  }
  throw new Error("No live match offered an open price for two minutes");
}

/**
 * Presses "Place bet" until the book takes the slip: a live market may be suspended for a moment (a goal, a
 * dangerous attack), which the slip shows as a refusal; the player simply tries again. Returns the receipt's ids.
 */
/** Opens My Bets and finds the bet's card under Open, else under Settled. */
async function findInMyBets(page: Page, betId: string): Promise<void> {
  for (const tab of ["open", "settled"]) {
    await open(page, `/en/profile/mybets?tab=${tab}`);
    const found = await page
      .locator(`[data-testid=bet-card][data-bet-id="${betId}"]`)
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (found) return;
  }
  throw new Error(`Bet ${betId} is in neither tab of My Bets`);
}

async function placeUntilAccepted(page: Page): Promise<string[]> {
  const slip = page.getByTestId("bet-slip");
  for (let attempt = 0; attempt < 12; attempt++) {
    const place = slip.getByTestId("place-bet");
    await expect.poll(() => place.isEnabled(), { timeout: 15_000 }).toBe(true);
    await place.click();
    const outcome = await Promise.race([
      page
        .getByTestId("slip-receipt")
        .waitFor({ timeout: 20_000 })
        .then(() => "placed" as const),
      slip
        .getByTestId("slip-refusal")
        .waitFor({ timeout: 20_000 })
        .then(() => "refused" as const),
    ]);
    if (outcome === "placed") return page.getByTestId("receipt-bet-id").allTextContents();
    await page.waitForTimeout(1_500);
  }
  throw new Error("the bet slip was refused twelve times in a row");
}

describe.skipIf(!hasBrowser)("the sportsbook in a real browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function playerContext(
    width: number,
    height: number,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext(browser, width, height);
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl}/api/session/login`, {
      data: { username: PLAYER, password: PASSWORD },
    });
    expect(login.status()).toBe(200);
    if ((await realBalance(page)) < 50) await topUp(page, 100);
    return { context, page };
  }

  it("lists events, shows live prices moving and keeps the slip (screenshots)", async () => {
    for (const [device, width, height] of DEVICES) {
      const context = await newContext(browser, width, height);
      const page = await context.newPage();
      await open(page, "/en/sports");
      await page.getByTestId("event-row").first().waitFor();
      await page.screenshot({ path: artifact(`sports-${device}.png`) });

      // A price onto the slip; it is still there after a reload (localStorage).
      const price = page.locator("[data-testid=event-row] [data-testid=odds-button]:not([disabled])").first();
      await price.click();
      await expect.poll(() => price.getAttribute("aria-pressed")).toBe("true");
      await page.reload();
      await page.waitForSelector("html[data-hydrated=true]");
      await page.getByTestId("event-row").first().waitFor();
      if (device === "desktop") {
        await expect.poll(() => page.getByTestId("slip-count").textContent()).toBe("1");
        await page.getByTestId("slip-selection").waitFor();
      } else {
        await page.getByTestId("slip-bar").click();
        await page.getByRole("dialog").getByTestId("slip-selection").waitFor();
        await page.waitForTimeout(400);
      }
      await page.screenshot({ path: artifact(`sports-slip-${device}.png`) });

      // Live: score and clock, and prices that flash as the stream moves them.
      await open(page, "/en/sports/sporturi-live");
      await page.getByTestId("event-row").first().waitFor();
      expect(await page.getByTestId("event-clock").count()).toBeGreaterThan(0);
      if (device === "desktop") {
        await page.locator("[data-testid=odds-button][data-flash]").first().waitFor({ timeout: 30_000 });
      }
      await page.screenshot({ path: artifact(`sports-live-${device}.png`) });
      await context.close();
    }
  }, 150_000);

  it("places a single and a double, finds them in My Bets, and sees them settled and paid", async () => {
    const { context, page } = await playerContext(1280, 800);
    // The most recent kick-offs: far enough from the end to bet on, and every live match ends within 90 s here.
    await expect
      .poll(async () => (await liveEvents()).length, { timeout: 60_000, interval: 2_000 })
      .toBeGreaterThanOrEqual(3);
    const before = await realBalance(page);

    await open(page, "/en/sports/sporturi-live");
    await page
      .getByTestId("odds-change-setting")
      .waitFor()
      .catch(() => undefined);
    const a = await clickSomeOpenPrice(page, []);
    await page.getByTestId("odds-change-setting").selectOption("any");
    await page.getByTestId("single-stake").fill("1");
    const [single] = await placeUntilAccepted(page);
    await page.getByRole("button", { name: "Done" }).click();

    const b = await clickSomeOpenPrice(page, [a]);
    await clickSomeOpenPrice(page, [a, b]);
    await page.getByTestId("multiple-stake").fill("1");
    await expect.poll(() => page.getByTestId("slip-return").textContent()).not.toBe(gbp(0));
    const [double] = await placeUntilAccepted(page);
    await expect.poll(() => page.getByTestId("slip-receipt").textContent()).toContain("Double");
    expect(single).toBeTruthy();
    expect(double).toBeTruthy();

    // At the feed's speed a match may already be over: a bet is in My Bets under Open or, by now, Settled.
    for (const id of [single, double] as string[]) await findInMyBets(page, id);
    await open(page, "/en/profile/mybets");
    await page.screenshot({ path: artifact("sports-mybets-desktop.png"), fullPage: true });

    // The accelerated feed plays the matches to the end; settlement pays through the wallet.
    let settled: BetView[] = [];
    await expect
      .poll(
        async () => {
          settled = (await bets(page, "settled")).filter((bet) => bet.id === single || bet.id === double);
          return settled.length;
        },
        { timeout: 240_000, interval: 2_000 },
      )
      .toBe(2);
    const paid = settled.reduce((sum, bet) => sum + bet.returned, 0);
    const expected = Math.round((before - 2 + paid) * 100) / 100;
    expect(await realBalance(page)).toBe(expected);
    // The header follows by itself (balance stream), without a reload.
    await expect
      .poll(() => page.getByTestId("header-balance").textContent(), { timeout: 15_000 })
      .toBe(gbp(expected));

    await page.getByRole("tab", { name: "Settled" }).click();
    const card = page.locator(`[data-testid=bet-card][data-bet-id="${double}"]`);
    await card.waitFor();
    expect(await card.getByTestId("bet-status").textContent()).not.toBe("Open");
    await page.screenshot({ path: artifact("sports-mybets-settled-desktop.png"), fullPage: true });
    await context.close();
  }, 330_000);

  it("cashes out a live bet at the offer shown", async () => {
    const { context, page } = await playerContext(1280, 800);
    // The match with the most still to play, so the offer stays open long enough.
    await open(page, "/en/sports/sporturi-live");
    await clickSomeOpenPrice(page, []);
    await page.getByTestId("odds-change-setting").selectOption("any");
    await page.getByTestId("single-stake").fill("2");
    const [betId] = await placeUntilAccepted(page);

    await open(page, "/en/profile/mybets");
    const card = page.locator(`[data-testid=bet-card][data-bet-id="${betId}"]`);
    const button = card.getByTestId("cash-out");
    await button.waitFor({ timeout: 60_000 });
    const balance = await realBalance(page);
    let paid = 0;
    for (let attempt = 0; attempt < 6 && paid === 0; attempt++) {
      await button.click();
      const dialog = page.getByRole("dialog");
      await dialog.getByTestId("cash-out-offer").waitFor();
      if (attempt === 0) await page.screenshot({ path: artifact("sports-cashout-desktop.png") });
      const answer = page.waitForResponse((response) => response.url().includes(`/bets/${betId}/cashout`));
      await dialog.getByRole("button", { name: /^Cash out/ }).click();
      const response = await answer;
      if (response.status() === 200) paid = ((await response.json()) as { paid: number }).paid;
      else {
        // The offer moved or paused (a goal): close and take the new offer.
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await button.waitFor({ timeout: 30_000 });
      }
    }
    expect(paid).toBeGreaterThan(0);
    await expect.poll(() => realBalance(page)).toBe(Math.round((balance + paid) * 100) / 100);
    const cashed = (await bets(page, "settled")).find((bet) => bet.id === betId);
    expect(cashed?.status).toBe("cashed_out");
    await context.close();
  }, 180_000);
});
