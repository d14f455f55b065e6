import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";
import { registerPlayer, TEST_PASSWORD } from "./support/players";
import { realBalance, topUp } from "./support/wallet";

/**
 * Engagement (issue 09) in a real browser: the lobby's live jackpot card; the running demo tournament, joined and
 * played until the player's rank appears and moves; the advent calendar on the demo date (22 November: every door
 * locked; opening a door on its day is covered by the integration test with a controlled clock, since the e2e
 * server runs on the real clock).
 */
const TOURNAMENT = "comet-sprint";

describe.skipIf(!hasBrowser)("engagement in a real browser", () => {
  let browser: Browser;
  /**
   * A player in Ireland (EUR), a country without responsible-gambling rules of its own: the journeys play dozens
   * of rounds in quick succession, which a player living in Germany (5 s between rounds) or the UK (2.5 s) may not.
   */
  let player: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    player = await registerPlayer("eng", undefined, "IE");
  });
  afterAll(() => browser?.close());

  async function open(page: Page, path: string) {
    await page.goto(`${baseUrl}${path}`);
    await page.waitForSelector("html[data-hydrated=true]");
  }

  /** Answers the cookie banner so it does not cover the page in screenshots. */
  async function dismissCookies(page: Page) {
    const reject = page.getByRole("button", { name: "Reject all" });
    if (await reject.isVisible()) await reject.click();
    await reject.waitFor({ state: "hidden" });
  }

  async function loggedIn(viewport = { width: 1440, height: 900 }) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl}/api/session/login`, {
      data: { username: player, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(200);
    return page;
  }

  it("shows the jackpot card with its four levels in the lobby", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await open(page, "/en/casino");
    const card = page.getByTestId("jackpot-card");
    await card.waitFor();
    const values = await card.getByTestId("jackpot-value").allTextContents();
    expect(values).toHaveLength(4);
    const response = await page.request.get(`${baseUrl}/api/eqJackpot?currency=EUR`);
    const levels = ((await response.json()) as { levels: { currentValue: number }[] }).levels;
    // The biggest level is shown first; its seed is 10,000.00 in minor units.
    expect(levels[3]!.currentValue).toBeGreaterThanOrEqual(1_000_000);
    expect(values[0]).toContain("10,0");
    await page.screenshot({ path: artifact("engagement-jackpot-card.png") });
    await page.close();
  });

  it("joins the running tournament, plays its games and sees the rank appear and the score move", async () => {
    const page = await loggedIn();
    if ((await realBalance(page)) < 20) await topUp(page, 50, "EUR");
    await open(page, "/en/tournaments");
    await page.getByRole("link", { name: "View tournament" }).first().waitFor();
    await open(page, `/en/tournaments/${TOURNAMENT}`);
    await page.getByTestId("tournament-countdown").waitFor();
    await page.getByRole("button", { name: "Take part" }).click();
    await page.getByTestId("tournament-entered").waitFor();

    const score = async () => {
      const board = await page.request.get(`${baseUrl}/api/tournaments/leaderboard/${TOURNAMENT}`);
      return ((await board.json()) as { me: { rank: number; score: number; rounds: number } | null }).me;
    };
    expect(await score()).toMatchObject({ rounds: 0 });
    // Play tournament rounds until one wins (a win multiplier moves the score).
    for (let i = 0; i < 40; i++) {
      const round = await page.request.post(`${baseUrl}/api/games/comet-cascade/rounds`, {
        data: { stake: 1, clientRoundId: `e2e-tournament-${crypto.randomUUID()}`, mode: "real" },
      });
      expect(round.status()).toBe(200);
      if (((await round.json()) as { win: number }).win > 0) break;
    }
    await expect.poll(async () => (await score())?.score ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
    // The page's live leaderboard (refreshed every 5 s) shows the player's rank and the score that moved.
    const rank = page.getByTestId("my-rank");
    await expect
      .poll(async () => (await rank.textContent()) ?? "", { timeout: 20_000 })
      .toMatch(/Your rank: \d+ · score (?!0\.00×)\d+\.\d\d×/);
    await page.screenshot({ path: artifact("engagement-tournament.png"), fullPage: true });
    await page.context().close();
  });

  it("shows the advent calendar with every door locked before December", async () => {
    const page = await loggedIn();
    await open(page, "/en/advent-calendar");
    const doors = page.getByTestId("advent-doors").locator("button");
    await expect.poll(() => doors.count()).toBe(24);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
    if (today < `${today.slice(0, 4)}-12-01`) {
      expect(await page.locator('[data-state="locked"]').count()).toBe(24);
      expect(await doors.first().isDisabled()).toBe(true);
      const refused = await page.request.post(`${baseUrl}/api/advent-calendar/1/open`);
      expect(refused.status()).toBe(409);
    } else {
      // In December today's door opens from the page, once.
      const day = Math.min(24, Number(today.slice(8, 10)));
      await page.getByRole("button", { name: `Open door ${day}` }).click();
      await page.locator(`[data-state="opened"]`).first().waitFor();
    }
    await page.screenshot({ path: artifact("engagement-advent.png"), fullPage: true });
    await page.context().close();
  });

  it("shows the live jackpot value on the jackpot slide of the home carousel", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, "/en");
    const amount = page.locator('[data-testid="jackpot-slide-amount"][data-live="true"]');
    await amount.waitFor({ state: "attached" });
    const response = await page.request.get(`${baseUrl}/api/eqJackpot?currency=EUR`);
    const levels = ((await response.json()) as { levels: { currentValue: number }[] }).levels;
    const top = Math.max(...levels.map((l) => l.currentValue)) / 100;
    const shown = Number(((await amount.textContent()) ?? "").replace(/[^\d]/g, ""));
    // The slide's seeded amount is 125,430; the live top level starts at its 10,000 seed and only grows slowly.
    expect(shown).not.toBe(125_430);
    expect(Math.abs(shown - top)).toBeLessThan(top * 0.01 + 1);
    await page.close();
  });

  it("shows the loyalty level and points after playing, the inbox and the points shop's refusal", async () => {
    const page = await loggedIn({ width: 1280, height: 800 });
    if ((await realBalance(page)) < 20) await topUp(page, 50, "EUR");
    // 10 × 1.00 on dice earns 10 points per 1.00.
    for (let i = 0; i < 10; i++) {
      const round = await page.request.post(`${baseUrl}/api/games/dice/rounds`, {
        data: {
          stake: 1,
          clientRoundId: `e2e-loyalty-${crypto.randomUUID()}`,
          mode: "real",
          dice: { target: 5000, direction: "under" },
        },
      });
      expect(round.status()).toBe(200);
    }
    const profile = await (await page.request.get(`${baseUrl}/api/loyalty/profile`)).json();
    expect(profile.points).toBeGreaterThanOrEqual(100);
    await open(page, "/en/profile/loyalty");
    await page.getByTestId("loyalty-level").waitFor();
    await expect
      .poll(async () =>
        Number(((await page.getByTestId("loyalty-points").textContent()) ?? "").replace(/\D/g, "")),
      )
      .toBe(profile.points);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(`${profile.level.name} level`);
    expect(await page.getByTestId("loyalty-progress-text").textContent()).toMatch(
      /more points to reach|top level/,
    );

    // The inbox: the welcome message is unread until marked read.
    const inbox = page.getByTestId("loyalty-inbox");
    await inbox.getByText("Welcome to Vela Rewards").waitFor();
    await dismissCookies(page);
    await page.screenshot({ path: artifact("engagement-loyalty-desktop.png"), fullPage: true });
    if (await page.getByTestId("inbox-unread").isVisible()) {
      const unread = await inbox.locator('[data-read="false"]').count();
      await inbox.getByRole("button", { name: "Mark as read" }).first().click();
      await expect.poll(() => inbox.locator('[data-read="false"]').count()).toBe(unread - 1);
    }

    // The points shop asks first, and explains a refusal in place.
    const shop = await (await page.request.get(`${baseUrl}/api/loyalty/shop`)).json();
    const tooDear = (shop.items as { id: string; cost: number }[]).find((i) => i.cost > shop.points);
    if (tooDear) {
      await page.getByTestId(`shop-buy-${tooDear.id}`).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText("Swap your points?").waitFor();
      await dialog.getByRole("button", { name: "Swap points" }).click();
      await dialog.getByText("You do not have enough loyalty points for this reward yet.").waitFor();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      expect((await (await page.request.get(`${baseUrl}/api/loyalty/shop`)).json()).points).toBe(shop.points);
    }
    await page.context().close();

    const mobile = await loggedIn({ width: 375, height: 812 });
    await open(mobile, "/en/profile/loyalty");
    await mobile.getByTestId("loyalty-level").waitFor();
    await mobile.getByTestId("loyalty-inbox").getByText("Welcome to Vela Rewards").waitFor();
    await dismissCookies(mobile);
    await mobile.screenshot({ path: artifact("engagement-loyalty-mobile.png"), fullPage: true });
    await mobile.context().close();
  });

  it("lists the tournaments on desktop and mobile, reachable from the navigation", async () => {
    for (const [name, viewport] of [
      ["desktop", { width: 1280, height: 800 }],
      ["mobile", { width: 375, height: 812 }],
    ] as const) {
      const page = await browser.newPage({ viewport });
      await open(page, "/en/tournaments");
      await page.getByRole("link", { name: "View tournament" }).first().waitFor();
      await dismissCookies(page);
      await page.screenshot({ path: artifact(`engagement-tournaments-${name}.png`), fullPage: true });
      if (name === "desktop") {
        // The CMS navigation links the tournaments and the advent calendar.
        const nav = page.locator("nav");
        expect(await nav.locator('a[href="/en/tournaments"]').count()).toBeGreaterThan(0);
        expect(await nav.locator('a[href="/en/advent-calendar"]').count()).toBeGreaterThan(0);
      }
      await page.close();
    }
  });

  it("shows the editors' game of the week in the casino lobby", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, "/en/casino");
    const banner = page.getByTestId("game-of-the-week");
    await banner.waitFor();
    expect(await banner.textContent()).toContain("2× points");
    await banner.getByRole("link", { name: /^Play / }).waitFor();
    await dismissCookies(page);
    await banner.screenshot({ path: artifact("engagement-game-of-the-week.png") });
    await page.close();
  });
});
