import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";
import { findSeedPair, setSeeds } from "./support/fair";
import { dialogsSettled, open, seriousViolations } from "./support/page";
import { registerPlayer, TEST_PASSWORD } from "./support/players";

/**
 * Bonuses (issue 08) against the real server: a new player claims the welcome bonus, deposits with its code on
 * the provider's page, watches the bonus money and the wagering progress move on the active-bonuses page (which
 * polls the wallet) while playing a slot in another tab (its losing spins chosen through the seeds), forfeits the
 * bonus, and sees a refused code's error clear itself. The player registers in GB, so amounts are in GBP.
 */
const CARD = "4242 4242 4242 4242";
const SLOT = "comet-cascade";
const gbp = (amount: number) =>
  new Intl.NumberFormat("en", { style: "currency", currency: "GBP", minimumFractionDigits: 2 }).format(
    amount,
  );

/** The player's real and bonus balances from the API (GBP). */
async function balances(page: Page): Promise<{ real: number; bonus: number }> {
  const response = await page.request.get(`${baseUrl}/api/user/balance`);
  expect(response.status()).toBe(200);
  const { balance, bonus } = (await response.json()) as { balance: number; bonus: number };
  return { real: balance, bonus };
}

describe.skipIf(!hasBrowser)("bonuses in a real browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("claims the welcome bonus, deposits with its code, plays it down and forfeits it", async () => {
    const username = await registerPlayer("bonus");
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl}/api/session/login`, {
      data: { username, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(200);

    // Claim from the list: the confirmation modal states the rules first.
    await open(page, "/en/profile/bonuses");
    const card = page.getByTestId("eligible-WELCOME100");
    await card.waitFor();
    expect(await page.getByText("TICKET_POLAR").count()).toBe(0);
    await page.screenshot({ path: artifact("bonus-eligible-desktop.png"), fullPage: true });
    await card.getByRole("button", { name: /^Claim/ }).click();
    const confirm = page.getByRole("dialog", { name: "Claim 100% welcome match up to 200?" });
    await confirm.getByText(`Minimum deposit ${gbp(10)}`).waitFor();
    await confirm.getByText(`Highest stake while wagering: ${gbp(5)}`).waitFor();
    await dialogsSettled(page);
    expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
    await page.screenshot({ path: artifact("bonus-confirm-desktop.png") });
    await confirm.getByTestId("bonus-confirm").click();
    const done = page.getByRole("dialog", { name: "Bonus claimed" });
    await done.getByText(`is added when your next deposit of at least ${gbp(10)} is credited`).waitFor();
    await done.getByTestId("bonus-deposit-now").click();

    // The deposit form opens with the code filled in; pay on the provider's page.
    await page.waitForURL(/\/en\/profile\/transactions\/depositmoney\?bonusCode=WELCOME100$/);
    await expect.poll(() => page.getByLabel("Bonus code (optional)").inputValue()).toBe("WELCOME100");
    await page.getByLabel("Or enter an amount").fill("10");
    await page.getByRole("button", { name: `Deposit ${gbp(10)}` }).click();
    await page.waitForURL(/\/psp-sandbox\/checkout\//);
    await page.getByLabel("Card number").fill(CARD);
    await page.getByLabel("Expiry (MM/YY)").fill("12/34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: /^Pay / }).click();
    // The provider page sends the player back; only the address matters here (the next step opens another page).
    await page.waitForURL(/result=approved$/, { waitUntil: "commit", timeout: 60_000 });

    // The active page shows the bonus money once the deposit is credited (it polls the wallet).
    await open(page, "/en/profile/bonuses/active");
    const active = page.getByTestId("active-WELCOME100");
    await expect
      .poll(() => active.getByTestId("bonus-balance").textContent(), { timeout: 20_000 })
      .toBe(gbp(10));
    expect(await active.getByTestId("bonus-progress-text").textContent()).toBe(`${gbp(0)} of ${gbp(300)}`);
    await page.screenshot({ path: artifact("bonus-active-desktop.png"), fullPage: true });

    // Play the slot in another tab at the maximum bet; this page follows alone. Real money is staked first, then
    // bonus money. The seeds make the first three spins lose (the journey computed them with the slot engine): two
    // spins use up the real 10, the third stakes bonus money.
    const pair = findSeedPair(SLOT, 5, ["lose", "lose", "lose"], "e2e-bonus");
    const game = await context.newPage();
    await setSeeds(game, pair);
    await open(game, `/en/casino/game/${SLOT}`);
    await game.getByTestId("stake").selectOption("5");
    for (const [real, bonus] of [
      [5, 10],
      [0, 10],
      [0, 5],
    ] as const) {
      const played = game.waitForResponse(
        (response) =>
          response.url().includes(`/api/games/${SLOT}/rounds`) && response.request().method() === "POST",
      );
      await game.getByTestId("spin").click();
      const round = await played;
      expect(round.status()).toBe(200);
      expect(await round.json()).toMatchObject({ stake: 5, win: 0 });
      expect(await balances(game)).toEqual({ real, bonus });
    }
    // The player lives in the UK: a new round may start 2.5 s after the last one, so the game holds its spin
    // button until then, and the next round (the refused stake below) is only sent once it is free again.
    await expect.poll(() => game.getByTestId("spin").isEnabled(), { timeout: 10_000 }).toBe(true);
    const wagered = 15;
    await expect
      .poll(() => active.getByTestId("bonus-progress-text").textContent(), { timeout: 12_000 })
      .toBe(`${gbp(wagered)} of ${gbp(300)}`);
    await expect
      .poll(() => active.getByTestId("bonus-balance").textContent(), { timeout: 12_000 })
      .toBe(gbp(5));
    expect(await active.getByRole("progressbar").getAttribute("aria-valuenow")).toBe(
      String(Math.floor((wagered / 300) * 100)),
    );
    await game.close();

    // A stake above the bonus's maximum bet is refused while it is wagered.
    const tooHigh = await page.request.post(`${baseUrl}/api/games/${SLOT}/rounds`, {
      data: { stake: 10, clientRoundId: `too-high-${Date.now()}`, mode: "real" },
    });
    expect(tooHigh.status()).toBe(400);
    expect(((await tooHigh.json()) as { code: string }).code).toBe("BONUS_MAX_BET");

    // Forfeit: the remaining bonus money goes, the bonus moves to the history.
    await active.getByTestId("bonus-forfeit").click();
    const forfeit = page.getByRole("dialog", { name: "Forfeit 100% welcome match up to 200?" });
    await forfeit.waitFor();
    await dialogsSettled(page);
    expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
    await forfeit.getByRole("button", { name: "Forfeit bonus" }).click();
    await forfeit.waitFor({ state: "detached" });
    await active.waitFor({ state: "detached" });
    await page.getByTestId("history-WELCOME100").getByText("Forfeited").waitFor();
    expect((await balances(page)).bonus).toBe(0);
    await page.screenshot({ path: artifact("bonus-history-desktop.png"), fullPage: true });

    // Having deposited, the player is offered the Friday reload, which takes claims on Fridays only (Amsterdam
    // time): on any other day its card says when it opens and its claim button waits.
    await open(page, "/en/profile/bonuses");
    const reload = page.getByTestId("eligible-RELOAD50");
    await reload.getByText("Only on Friday (Amsterdam time)").waitFor();
    const claimReload = reload.getByRole("button", { name: /^Claim/ });
    const friday =
      new Intl.DateTimeFormat("en", { timeZone: "Europe/Amsterdam", weekday: "long" }).format(new Date()) ===
      "Friday";
    if (friday) {
      expect(await claimReload.isEnabled()).toBe(true);
    } else {
      await reload
        .getByTestId("bonus-opens")
        .getByText(/^Opens Friday \d+ \w+ at 00:00$/)
        .waitFor();
      expect(await claimReload.isDisabled()).toBe(true);
      await reload.screenshot({ path: artifact("bonus-reload-closed-desktop.png") });
    }

    // The welcome bonus is for a first deposit only: the error says so, then clears itself after 5 seconds.
    await page.getByLabel("Bonus code", { exact: true }).fill("WELCOME100");
    await page.getByRole("button", { name: "Apply code" }).click();
    const error = page.getByTestId("bonus-apply-error");
    await error.getByText("Error applying bonus: this bonus is for a first deposit only").waitFor();
    const shownAt = Date.now();
    await error.waitFor({ state: "detached", timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);

    // The live-casino cashback is an opt-in: claimed from the list, shown with the week so far, and left by opting
    // out (what the week earned until then is still paid on Monday).
    const cashback = page.getByTestId("eligible-CASHBACK10");
    await cashback.getByRole("button", { name: /^Claim/ }).click();
    const optIn = page.getByRole("dialog", { name: "Claim 10% weekly cashback on live casino?" });
    await optIn.getByText(`From a net loss of ${gbp(10)} in the week`).waitFor();
    await optIn.getByTestId("bonus-confirm").click();
    await page
      .getByRole("dialog", { name: "Bonus claimed" })
      .getByRole("link", { name: "See my bonuses" })
      .click();
    const optedIn = page.getByTestId("active-CASHBACK10");
    await optedIn.getByText("Opted in").waitFor();
    expect(await optedIn.getByTestId("cashback-net-loss").textContent()).toBe(gbp(0));
    await page.screenshot({ path: artifact("bonus-cashback-active-desktop.png"), fullPage: true });
    await optedIn.getByRole("button", { name: "Opt out" }).click();
    const optOut = page.getByRole("dialog", { name: "Opt out of 10% weekly cashback on live casino?" });
    await dialogsSettled(page);
    expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
    await optOut.getByRole("button", { name: "Opt out" }).click();
    await optedIn.waitFor({ state: "detached" });
    await page.getByTestId("history-CASHBACK10").getByText("Opted out").waitFor();
    await context.close();
  }, 180_000);
});
