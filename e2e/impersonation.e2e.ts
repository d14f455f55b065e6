import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";
import { open, seriousViolations } from "./support/page";
import { registerPlayer, TEST_PASSWORD } from "./support/players";
import { realBalance, topUp } from "./support/wallet";

/**
 * Impersonation for support (issue 22, docs/decisions/0211-impersonation-read-only.md): a support agent opens a
 * player in the back office, views the site as that player — a banner says so on every page, the player's balance
 * is there, money is refused — and ends the view, back in the console as themselves.
 */
const SUPPORT = { username: "demo_support", password: "Vela-demo-2026" };

describe.skipIf(!hasBrowser)("support views the site as a player", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** A context logged in as `username`, the cookie question already answered so screenshots show the page. */
  async function loggedIn(
    username: string,
    password: string,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: "cookie_consent", value: "f1.m1.a1", url: baseUrl }]);
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl}/api/session/login`, { data: { username, password } });
    expect(login.status()).toBe(200);
    return { context, page };
  }

  it("opens a player, views as them with the banner and their balance, is refused a deposit, and ends", async () => {
    const username = await registerPlayer("imp");
    const player = await loggedIn(username, TEST_PASSWORD);
    await topUp(player.page, 40);
    await player.context.close();

    const { context, page } = await loggedIn(SUPPORT.username, SUPPORT.password);
    await open(page, "/en/operator/players");
    await page.getByLabel("Username, e-mail, phone or user id").fill(username);
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await page.getByRole("link", { name: username }).click();
    await page.waitForURL(/\/en\/operator\/players\/[0-9a-f-]{36}$/);
    const playerPage = page.url();
    await page.getByRole("heading", { name: username }).waitFor();

    await page.getByRole("button", { name: "View as player" }).click();
    await page.waitForURL(`${baseUrl}/en/profile/totalbalance`);
    await page.waitForSelector("html[data-hydrated=true]");
    const banner = page.getByTestId("impersonation-banner");
    await banner
      .getByText(`You are viewing the site as ${username}. Money and account changes are off.`)
      .waitFor();
    // The player's money, not the agent's: the API answers as the player, and the page shows it.
    expect(await realBalance(page)).toBe(40);
    await page.getByText("£40.00").first().waitFor();
    expect(await seriousViolations(page, "[data-testid=impersonation-banner]")).toEqual([]);
    await page.screenshot({ path: artifact("impersonation-banner.png") });
    await page.setViewportSize({ width: 375, height: 812 });
    await banner.getByRole("button", { name: /^End viewing as/ }).waitFor();
    await page.screenshot({ path: artifact("impersonation-banner-mobile.png") });
    // Always visible: scrolled down, the banner is still at the top of the screen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(async () => (await banner.boundingBox())?.y).toBe(0);
    await page.screenshot({ path: artifact("impersonation-banner-mobile-scrolled.png") });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(async () => (await banner.boundingBox())?.y).toBe(0);
    await page.screenshot({ path: artifact("impersonation-banner-scrolled.png") });

    // The banner stays on another page; a deposit is refused with the read-only message and moves nothing.
    await open(page, "/en/profile/transactions/depositmoney");
    await banner.waitFor();
    const form = page.getByRole("form", { name: "Deposit" });
    await form.getByLabel("Or enter an amount").fill("12.50");
    await form.getByRole("button", { name: "Deposit £12.50" }).click();
    await form
      .getByText("You are viewing the site as this player: money and account changes are off.")
      .waitFor();
    await page.screenshot({ path: artifact("impersonation-deposit-refused.png") });
    expect(page.url()).toBe(`${baseUrl}/en/profile/transactions/depositmoney`);
    expect(await realBalance(page)).toBe(40);

    // In German and the light theme the banner says the same, readable (axe) on the lighter amber.
    await context.addCookies([{ name: "theme", value: "light", url: baseUrl }]);
    await open(page, "/de/profile/totalbalance");
    await banner
      .getByText(`Sie sehen die Seite als ${username}. Geld- und Kontoänderungen sind ausgeschaltet.`)
      .waitFor();
    expect(await seriousViolations(page, "[data-testid=impersonation-banner]")).toEqual([]);
    await page.screenshot({ path: artifact("impersonation-banner-de-light.png") });
    await open(page, "/en/profile/transactions/depositmoney");

    // End: back on the player's page in the console, as the agent, with no banner.
    await banner.getByRole("button", { name: /^End viewing as/ }).click();
    await page.waitForURL(playerPage);
    await page.getByRole("heading", { name: username }).waitFor();
    await page.getByRole("button", { name: "View as player" }).waitFor();
    expect(await page.getByTestId("impersonation-banner").count()).toBe(0);
    const session = await page.request.get(`${baseUrl}/api/session/authenticate`);
    expect(((await session.json()) as { username: string }).username).toBe(SUPPORT.username);

    // "Log out" in the player's account menu ends only the view: the agent is back in the console, still logged in.
    await page.getByRole("button", { name: "View as player" }).click();
    await page.waitForURL(`${baseUrl}/en/profile/totalbalance`);
    await page.waitForSelector("html[data-hydrated=true]");
    await banner.waitFor();
    // One press opens the menu: the header's lazily loaded controls hydrate with the page, not after it
    // (docs/decisions/0222-first-press-and-lazy-parsing.md).
    await page.getByRole("button", { name: "Account menu" }).click();
    const logOut = page.getByRole("menuitem", { name: "Log out" });
    await logOut.click();
    await page.waitForURL(playerPage);
    await page.getByRole("button", { name: "View as player" }).waitFor();
    expect(await page.getByTestId("impersonation-banner").count()).toBe(0);
    await context.close();
  });
});
