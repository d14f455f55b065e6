import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";
import { dialogsSettled, seriousViolations } from "./support/page";
import { registerPlayer, TEST_PASSWORD } from "./support/players";

/**
 * Responsible gambling (issue 04) against the real server: a daily deposit limit that refuses the next deposit,
 * and a self-exclusion that logs the player out on a screen of its own and refuses the next login. Each test
 * registers its own player (GB, so GBP), as limits and exclusions cannot be undone.
 */
const unique = () => `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 4)}`;

/** Screenshots at 375 and 1440 px wide (the viewport is put back afterwards). */
async function shoot(page: Page, name: string, fullPage = false) {
  const original = page.viewportSize();
  for (const [width, height] of [
    [375, 812],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await dialogsSettled(page);
    await page.screenshot({ path: artifact(`${name}-${width}.png`), fullPage });
  }
  if (original) await page.setViewportSize(original);
}

const deposit = (page: Page, amount: number) =>
  page.request.post(`${baseUrl}/api/user/cashier/depositGm1`, {
    data: { amount, currency: "GBP" },
    headers: { "idempotency-key": `e2e-rg-${unique()}` },
  });

/** Waits until an element's text contains `text` (the page follows the server without a reload). */
const shows = (locator: Locator, text: string) =>
  expect.poll(() => locator.textContent(), { timeout: 10_000, interval: 100 }).toContain(text);

describe.skipIf(!hasBrowser)("responsible gambling in a real browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function playerPage(username: string, width: number, height: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    // Sets the session cookie in the browser context, as the login form would.
    const login = await page.request.post(`${baseUrl}/api/session/login`, {
      data: { username, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(200);
    await page.goto(`${baseUrl}/en/profile/responsiblegambling`);
    await page.waitForSelector("html[data-hydrated=true]");
    await page.getByRole("heading", { name: "Responsible gaming", level: 1 }).waitFor();
    return page;
  }

  it("sets a daily deposit limit of 10, then refuses a deposit past it with the limit message", async () => {
    const username = await registerPlayer("rg");
    const page = await playerPage(username, 1440, 900);
    await page.getByRole("button", { name: "Set a daily deposit limit" }).waitFor();
    await shoot(page, "limits-page", true);

    await page.getByRole("button", { name: "Set a daily deposit limit" }).click();
    const setDialog = page.getByRole("dialog", { name: "Set a daily deposit limit" });
    await setDialog.getByLabel("Amount").fill("10");
    await setDialog.getByText("Your limit of £10.00 applies straight away.").waitFor();
    await shoot(page, "limits-set-dialog");
    expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
    await setDialog.getByRole("button", { name: "Set limit" }).click();
    await setDialog.waitFor({ state: "detached" });

    const daily = page.getByTestId("limit-deposit-daily");
    await shows(daily, "£0.00 deposited · £10.00 left");
    expect(await daily.textContent()).toContain("Resets");

    // Raising says it waits 24 hours and the current limit holds meanwhile; nothing is changed here.
    await page.getByRole("button", { name: "Change your daily deposit limit" }).click();
    const changeDialog = page.getByRole("dialog", { name: "Change your daily deposit limit" });
    await changeDialog.getByLabel("Amount").fill("50");
    await changeDialog.getByText(/A higher limit only applies after 24 hours/).waitFor();
    await changeDialog.getByText(/your limit of £10\.00 stays in force/).waitFor();
    await shoot(page, "limits-raise-dialog");
    await changeDialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Remove your daily deposit limit" }).click();
    const removeDialog = page.getByRole("dialog", { name: "Remove your daily deposit limit?" });
    await removeDialog.getByText(/Removing a limit takes 24 hours/).waitFor();
    await shoot(page, "limits-remove-dialog");
    await removeDialog.getByRole("button", { name: "Keep my limit" }).click();

    // A deposit of 10 uses the limit up (a started, unpaid deposit counts too).
    const first = await deposit(page, 10);
    expect(first.status()).toBe(200);
    const refused = await deposit(page, 5);
    expect(refused.status()).toBe(403);
    const body = (await refused.json()) as { code: string; message: string; details: { remaining: number } };
    expect(body.code).toBe("DEPOSIT_LIMIT");
    expect(body.message).toContain("daily deposit limit");
    expect(body.details.remaining).toBe(0);

    // The page reads the limits afresh when it opens: 10 used, nothing left.
    await page.reload();
    await page.waitForSelector("html[data-hydrated=true]");
    await shows(page.getByTestId("limit-deposit-daily"), "£10.00 deposited · £0.00 left");
    await page.evaluate(() => {
      document.documentElement.dataset.theme = "light";
    });
    await shoot(page, "limits-page-light", true);
    await page.evaluate(() => {
      document.documentElement.dataset.theme = "dark";
    });

    // Through the cashier's deposit modal, when it is there: the player reads the refusal.
    const depositLink = page.getByRole("banner").getByRole("link", { name: "Deposit" });
    if (await depositLink.count()) {
      await depositLink.click();
      const modal = page.getByRole("dialog", { name: "Deposit" });
      await modal.waitFor();
      await modal.getByLabel("Or enter an amount").fill("5");
      await modal.getByRole("button", { name: /^Deposit / }).click();
      await modal.getByRole("alert").filter({ hasText: "daily deposit limit" }).waitFor();
      await shoot(page, "limits-deposit-refused");
    }
    await page.context().close();
  });

  it("self-excludes for 6 months: a clear logged-out screen, then login is refused with the end date", async () => {
    const username = await registerPlayer("rg");
    const page = await playerPage(username, 375, 812);

    await page.getByRole("button", { name: "Self-exclude" }).click();
    const choose = page.getByRole("dialog", { name: "Self-exclude" });
    await choose.getByRole("radio", { name: "6 months" }).check();
    await shoot(page, "limits-self-exclusion-choose");
    await choose.getByRole("button", { name: "Continue" }).click();

    const confirm = page.getByRole("dialog", { name: "Self-exclusion is final" });
    await confirm.getByText(/can't be undone or shortened/).waitFor();
    await confirm.getByText("You are logged out on every device straight away.").waitFor();
    await confirm.getByText(/We stop all marketing/).waitFor();
    await confirm.getByText(/can still be paid out: contact our support team/).waitFor();
    expect(await confirm.getByTestId("exclusion-summary").textContent()).toMatch(/^6 months, until /);
    const submit = confirm.getByRole("button", { name: "Self-exclude now" });
    expect(await submit.isDisabled()).toBe(true);
    await confirm.getByRole("checkbox", { name: /my self-exclusion is final/ }).check();
    await shoot(page, "limits-self-exclusion-confirm");
    expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
    await submit.click();

    // Not a silent logout: a screen that says what happened and until when, on the home page, as a guest.
    const ended = page.getByRole("dialog", { name: "You are now self-excluded" });
    await ended.getByText(/Your account is closed until .+ \(Amsterdam time\)\./).waitFor();
    await shoot(page, "limits-self-excluded-screen");
    expect((await page.request.get(`${baseUrl}/api/user/limits`)).status()).toBe(401);
    // Nothing else (the players-only page's login prompt) stands in front of the reason.
    expect(await page.getByRole("dialog").count()).toBe(1);
    await ended.getByRole("button", { name: "OK", exact: true }).click();
    await ended.waitFor({ state: "detached" });
    await page.waitForURL(`${baseUrl}/en`);

    await page.getByRole("link", { name: "Log in" }).click();
    const login = page.getByRole("dialog", { name: "Welcome back" });
    await login.getByLabel("Username or e-mail").fill(username);
    await login.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await login.getByRole("button", { name: "Log in" }).click();
    await login
      .getByRole("alert")
      .filter({ hasText: /Your account is self-excluded until .+ \(Amsterdam time\)\./ })
      .waitFor();
    await shoot(page, "limits-login-refused");
    expect(await page.getByRole("button", { name: "Account menu" }).count()).toBe(0);
    await page.context().close();
  });

  it("shows the low-balance warning and, at the first full hour since login, the reality check", async () => {
    const username = await registerPlayer("rg");
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl}/api/session/login`, {
      data: { username, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const { loginTime } = (await (await page.request.get(`${baseUrl}/api/session/authenticate`)).json()) as {
      loginTime: string;
    };
    // The browser's timers run on a clock the test moves; the server keeps real time.
    await page.clock.install({ time: Date.now() });
    await page.goto(`${baseUrl}/en/casino`);
    await page.waitForSelector("html[data-hydrated=true]");

    // A new player has nothing on the account: below 5, so the warning shows; closing it snoozes it on the server.
    const warning = page.getByRole("dialog", { name: "Your balance is low" });
    await warning.getByText("Your balance is £0.00, below £5.00.").waitFor();
    await shoot(page, "limits-balance-warning");
    await warning.getByRole("button", { name: /^Close/ }).click();
    await warning.waitFor({ state: "detached" });
    // The dialog closes at once; the snooze reaches the server a moment later.
    const snoozedUntil = async () =>
      Date.parse(
        (
          (await (await page.request.get(`${baseUrl}/api/user/preferences/balanceWarning`)).json()) as {
            snoozedUntil: string | null;
          }
        ).snoozedUntil ?? "",
      );
    await expect.poll(snoozedUntil, { timeout: 15_000 }).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    const check = page.getByRole("dialog", { name: "Reality check" });
    await page.clock.fastForward(Date.parse(loginTime) + 3_600_000 - Date.now() - 5_000);
    expect(await check.count()).toBe(0);
    await page.clock.fastForward(10_000);
    await check.getByText("You have been logged in for 60 minutes.").waitFor();
    await check.getByText("Net result").waitFor();
    await shows(check, "£0.00");
    await shoot(page, "limits-reality-check");
    expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
    await check.getByRole("button", { name: "OK, continue" }).click();
    await check.waitFor({ state: "detached" });
    await context.close();
  });

  it("ends the session at the session-time limit with the reason, and refuses login until it resets", {
    timeout: 180_000,
  }, async () => {
    const username = await registerPlayer("rg");
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl}/api/session/login`, {
      data: { username, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(200);
    // The player has been logged in for 45 s already (test seam), so the one-minute limit runs out in seconds.
    const backdated = await page.request.post(`${baseUrl}/api/test/session/backdate`, {
      data: { seconds: 45 },
    });
    expect(backdated.status()).toBe(204);
    const limit = await page.request.put(`${baseUrl}/api/user/limits`, {
      data: { sessionLimit: 1, sessionLimitUnit: "minute", period: "daily" },
    });
    expect(limit.status()).toBe(200);
    await page.goto(`${baseUrl}/en/casino`);
    await page.waitForSelector("html[data-hydrated=true]");
    await page.getByRole("button", { name: "Account menu" }).waitFor();

    // Moments later the server ends the session; the player is told why, not silently logged out.
    const ended = page.getByRole("dialog", { name: "Your session time limit is reached" });
    await ended.waitFor({ timeout: 150_000 });
    await ended
      .getByText(
        /You have used up your daily session time\. You can log in again from .+ \(Amsterdam time\)\./,
      )
      .waitFor();
    await shoot(page, "limits-session-limit-screen");
    await ended.getByRole("button", { name: "OK", exact: true }).click();

    await page.getByRole("link", { name: "Log in" }).click();
    const loginDialog = page.getByRole("dialog", { name: "Welcome back" });
    await loginDialog.getByLabel("Username or e-mail").fill(username);
    await loginDialog.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await loginDialog.getByRole("button", { name: "Log in" }).click();
    await loginDialog
      .getByRole("alert")
      .filter({ hasText: /You have reached your daily session time limit\. You can log in again from/ })
      .waitFor();
    await context.close();
  });
});
