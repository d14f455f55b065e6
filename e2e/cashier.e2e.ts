import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";
import { dialogsSettled, seriousViolations } from "./support/page";
import { realBalance, topUp } from "./support/wallet";

/**
 * The cashier journey (issue 03) against the real server and its sandbox payment provider: deposit on the
 * provider's hosted page, the balance arriving through the live stream, a withdrawal above the auto-approval
 * amount, its cancellation, and a declined card. The demo player `demo` keeps its money in GBP.
 */
const PLAYER = "demo";
const PASSWORD = "Vela-demo-2026";
const CARDS = { approve: "4242 4242 4242 4242", decline: "4000 0000 0000 0002" };
const gbp = (amount: number) =>
  new Intl.NumberFormat("en", { style: "currency", currency: "GBP", minimumFractionDigits: 2 }).format(
    amount,
  );

/** The header's balance figure (read from the DOM, never by reloading). */
const headerBalance = (page: Page): Locator => page.getByTestId("header-balance");

/** Waits until an element's text is exactly `text`. */
const shows = (locator: Locator, text: string, timeout = 10_000) =>
  expect.poll(() => locator.textContent(), { timeout, interval: 50 }).toBe(text);

/** Pays on the sandbox provider's hosted page (its own site: not our markup). */
async function payOnProviderPage(page: Page, card: string, screenshot?: string) {
  await page.waitForURL(/\/psp-sandbox\/checkout\//);
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  if (screenshot) await page.screenshot({ path: artifact(screenshot) });
  const submittedAt = Date.now();
  await page.getByRole("button", { name: /^Pay / }).click();
  return submittedAt;
}

describe.skipIf(!hasBrowser)("the cashier in a real browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function playerPage(width: number, height: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    // Sets the session cookie in the browser context, as the login form would.
    const login = await page.request.post(`${baseUrl}/api/session/login`, {
      data: { username: PLAYER, password: PASSWORD },
    });
    expect(login.status()).toBe(200);
    return page;
  }

  async function open(page: Page, path: string) {
    await page.goto(`${baseUrl}${path}`);
    await page.waitForSelector("html[data-hydrated=true]");
  }

  it("deposits on the provider's page, shows the credit live, then withdraws 600 and cancels it", async () => {
    const page = await playerPage(1440, 900);
    if ((await realBalance(page)) < 700) await topUp(page, 1000);
    const start = await realBalance(page);

    // A second tab that stays on the casino the whole time: its header must follow the stream alone.
    const watcher = await page.context().newPage();
    await open(watcher, "/en/casino");
    await shows(headerBalance(watcher), gbp(start));
    // Marks the document (a reload would lose the mark) and notes when the credited amount appears in it.
    await watcher.evaluate(
      (expected) => {
        const probe = window as unknown as { notReloaded: boolean; creditedAt?: number };
        probe.notReloaded = true;
        const figure = document.querySelector("[data-testid=header-balance]");
        new MutationObserver(() => {
          if (figure?.textContent === expected) probe.creditedAt ??= Date.now();
        }).observe(figure!, { subtree: true, childList: true, characterData: true });
      },
      gbp(start + 25),
    );

    await open(page, "/en/casino");
    await shows(headerBalance(page), gbp(start));
    await page.getByRole("banner").getByRole("link", { name: "Deposit" }).click();
    const modal = page.getByRole("dialog", { name: "Deposit" });
    await modal.waitFor();
    await dialogsSettled(page);
    expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
    await modal.getByRole("button", { name: "£25", exact: true }).click();
    expect(await modal.getByRole("button", { name: "£25", exact: true }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(await modal.getByLabel("Or enter an amount").inputValue()).toBe("25");
    await modal.getByText("You will be taken to our payment partner").waitFor();
    await page.screenshot({ path: artifact("cashier-deposit-modal-desktop.png") });
    await modal.getByRole("button", { name: "Deposit £25.00" }).click();

    const paidAt = await payOnProviderPage(page, CARDS.approve, "cashier-provider-desktop.png");
    await page.waitForURL(/\/en\/profile\/transactions\/depositmoney\?tx=[0-9a-f-]+&result=approved$/);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    // The header changes to the credited amount on this page, without a reload.
    await shows(headerBalance(page), gbp(start + 25), 10_000);
    await page.getByRole("heading", { name: "Deposit successful" }).waitFor();
    expect(await page.getByTestId("result-balance").textContent()).toBe(gbp(start + 25));
    // The sidebar lights the deposit page alone, not "My profile" (its parent path) with it.
    expect(await page.locator("#sidebar [aria-current=page]").allTextContents()).toEqual(["Deposit"]);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await page.screenshot({ path: artifact("cashier-result-desktop.png") });

    // The untouched tab got it through the balance stream: same document, new figure.
    await shows(headerBalance(watcher), gbp(start + 25));
    const probe = await watcher.evaluate(() => {
      const { notReloaded, creditedAt } = window as unknown as { notReloaded?: boolean; creditedAt?: number };
      return { notReloaded, creditedAt };
    });
    expect(probe.notReloaded).toBe(true);
    expect(probe.creditedAt).toBeTypeOf("number");
    // How fast is for bench/sse.bench.ts to measure; a journey on a busy runner only logs it.
    console.info(
      `cashier e2e: the other tab showed the credit ${probe.creditedAt! - paidAt} ms after the card was submitted`,
    );

    // Withdraw 600: above the auto-approval amount (500), so it waits for an operator and can be cancelled.
    await page.getByRole("button", { name: /^Balance / }).click();
    await page.getByRole("menuitem", { name: /Real money/ }).waitFor();
    await page.screenshot({ path: artifact("cashier-balance-menu-desktop.png") });
    await page.getByRole("menuitem", { name: "Withdraw" }).click();
    await page.waitForURL(`${baseUrl}/en/profile/transactions/withdrawmoney`);
    await shows(page.getByTestId("withdrawable"), gbp(start + 25));
    const amount = page.getByLabel("Amount");
    await amount.fill("5");
    await amount.blur();
    await page.getByText("The minimum is £10.00.").waitFor();
    expect(await amount.getAttribute("aria-invalid")).toBe("true");
    await amount.fill("600");
    await page.getByRole("button", { name: "Withdraw £600.00" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm your withdrawal" });
    await confirm.getByRole("button", { name: "Confirm withdrawal" }).click();
    await confirm.waitFor({ state: "detached" });
    await page.getByText("We have received your withdrawal of £600.00").waitFor();
    await shows(headerBalance(page), gbp(start + 25 - 600));
    const pending = page.getByRole("region", { name: "Pending withdrawals" });
    await pending.getByText(gbp(600)).waitFor();
    await pending.getByText("Pending", { exact: true }).waitFor();
    expect(await seriousViolations(page, "main")).toEqual([]);
    await page.screenshot({ path: artifact("cashier-withdraw-desktop.png"), fullPage: true });

    await pending.getByRole("button", { name: "Cancel the withdrawal of £600.00" }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel this withdrawal?" });
    await cancel.getByRole("button", { name: "Cancel withdrawal" }).click();
    await cancel.waitFor({ state: "detached" });
    await pending.getByText("No withdrawals are waiting.").waitFor();
    await shows(headerBalance(page), gbp(start + 25));
    expect(await realBalance(page)).toBe(start + 25);

    await page.getByRole("navigation", { name: "Cashier" }).getByRole("link", { name: "History" }).click();
    await page.waitForURL(`${baseUrl}/en/profile/history`);
    const table = page.getByRole("table", { name: "Deposits and withdrawals, newest first" });
    const newest = table.getByRole("row").nth(1);
    await newest.getByText("Cancelled", { exact: true }).waitFor();
    // No money moved: the amount is shown for reference, without a sign; the credited deposit keeps its "+".
    const cancelled = await newest.textContent();
    expect(cancelled).toContain(gbp(600));
    expect(cancelled).not.toContain(`−${gbp(600)}`);
    await table
      .getByRole("row")
      .filter({ hasText: "Successful" })
      .filter({ hasText: `+${gbp(25)}` })
      .first()
      .waitFor();
    await page.screenshot({ path: artifact("cashier-history-desktop.png"), fullPage: true });
    await page.context().close();
  });

  it("shows the failure screen for a declined card and leaves the balance as it was", async () => {
    const page = await playerPage(375, 812);
    const start = await realBalance(page);
    await open(page, "/en/profile/transactions/depositmoney");
    await shows(headerBalance(page), gbp(start));
    const form = page.getByRole("form", { name: "Deposit" });
    await form.getByLabel("Or enter an amount").fill("12,345");
    await form.getByRole("button", { name: "Continue to payment" }).click();
    await form.getByText("Enter an amount like 25 or 25.50.").waitFor();
    await form.getByLabel("Or enter an amount").fill("12,50");
    // (A bonus code is now checked before the player pays; the bonus journey covers it in bonus.e2e.ts.)
    await page.screenshot({ path: artifact("cashier-deposit-page-mobile.png"), fullPage: true });
    await form.getByRole("button", { name: "Deposit £12.50" }).click();

    await payOnProviderPage(page, CARDS.decline, "cashier-provider-mobile.png");
    await page.waitForURL(/result=declined$/);
    await page.getByRole("heading", { name: "Payment declined" }).waitFor();
    await page.getByText("£12.50 could not be paid").waitFor();
    await page.screenshot({ path: artifact("cashier-result-declined-mobile.png"), fullPage: true });
    // Nothing was credited, however long we look.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await realBalance(page)).toBe(start);
    expect(await headerBalance(page).textContent()).toBe(gbp(start));

    // Retry goes back to the form with the amount kept.
    await page.getByRole("button", { name: "Try again" }).click();
    expect(await page.getByLabel("Or enter an amount").inputValue()).toBe("12.5");

    // The deposit modal over the page, on a phone.
    await page.getByRole("banner").getByRole("link", { name: "Deposit" }).click();
    await page.getByRole("dialog", { name: "Deposit" }).waitFor();
    await dialogsSettled(page);
    await page.screenshot({ path: artifact("cashier-deposit-modal-mobile.png") });
    await page.keyboard.press("Escape");

    await open(page, "/en/profile/transactions/withdrawmoney");
    await shows(page.getByTestId("withdrawable"), gbp(start));
    await page.screenshot({ path: artifact("cashier-withdraw-mobile.png"), fullPage: true });
    await open(page, "/en/profile/history?type=deposit");
    await page.getByRole("list").filter({ hasText: "Failed" }).first().waitFor();
    await page.screenshot({ path: artifact("cashier-history-mobile.png"), fullPage: true });
    await page.context().close();
  });

  it("says so when a cancel comes too late (409), and shows the list as it now is", async () => {
    const page = await playerPage(1440, 900);
    if ((await realBalance(page)) < 700) await topUp(page, 1000);
    const start = await realBalance(page);
    const requested = await page.request.post(`${baseUrl}/api/user/cashier/withdrawGm1`, {
      data: { amount: 600, currency: "GBP" },
      headers: { "idempotency-key": `e2e-late-cancel-${Date.now()}` },
    });
    expect(requested.status()).toBe(200);
    const { transactionId } = (await requested.json()) as { transactionId: string };

    await open(page, "/en/profile/transactions/withdrawmoney");
    const pending = page.getByRole("region", { name: "Pending withdrawals" });
    await pending.getByRole("button", { name: "Cancel the withdrawal of £600.00" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this withdrawal?" });
    await dialog.waitFor();
    // Meanwhile it is cancelled elsewhere (another tab, or an operator acted): this attempt must fail with 409.
    const elsewhere = await page.request.delete(
      `${baseUrl}/api/paymentiq/cancel-transaction?transactionId=${transactionId}`,
    );
    expect(elsewhere.status()).toBe(204);
    await dialog.getByRole("button", { name: "Cancel withdrawal" }).click();
    await dialog.getByText("The withdrawal couldn't be cancelled.").waitFor();
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await dialog.waitFor({ state: "detached" });
    // The failed attempt refreshed the list (while the dialog was open the page behind it was aria-hidden).
    await pending.getByText("No withdrawals are waiting.").waitFor();
    await shows(headerBalance(page), gbp(start));
    await page.context().close();
  });
});
