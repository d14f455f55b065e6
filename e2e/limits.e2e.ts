import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";
import { dialogsSettled, seriousViolations } from "./support/page";
import { registerPlayer, TEST_PASSWORD } from "./support/players";

/**
 * Responsible gambling (issue 04) against the real server: a daily deposit limit that refuses the next deposit,
 * and a self-exclusion that logs the player out on a screen of its own and refuses the next login. Each test
 * registers its own player (GB, so GBP), as limits and exclusions cannot be undone. The rules follow the player's
 * country (issue 17): a German player sets the required monthly limit before depositing, and the demo players of
 * the UK and Germany play under their country's rules.
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

  /** A logged-in page of a player (their own browser context), without the low-balance warning in the way. */
  async function loggedIn(username: string, password: string, width = 1440, height = 900): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl}/api/session/login`, { data: { username, password } });
    expect(login.status()).toBe(200);
    const snoozed = await page.request.put(`${baseUrl}/api/user/preferences/balanceWarning`, {
      data: { action: "doNotDisplay" },
    });
    expect(snoozed.status()).toBe(200);
    return page;
  }

  it("asks a player living in Germany for the monthly deposit limit before the payment page, then deposits", async () => {
    const username = await registerPlayer("de", undefined, "DE");
    const page = await loggedIn(username, TEST_PASSWORD);
    // The server refuses a deposit without the limit (GlüStV 2021 § 6c) ...
    const refused = await page.request.post(`${baseUrl}/api/user/cashier/depositGm1`, {
      data: { amount: 20, currency: "EUR" },
      headers: { "idempotency-key": `e2e-rg-${unique()}` },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("DEPOSIT_LIMIT_REQUIRED");

    // ... so the deposit page asks for it first, in place of the deposit form.
    await page.goto(`${baseUrl}/de/profile/transactions/depositmoney`);
    await page.waitForSelector("html[data-hydrated=true]");
    const required = page.getByRole("region", {
      name: "Legen Sie zuerst Ihr monatliches Einzahlungslimit fest",
    });
    await required.waitFor();
    await required.getByText(/monatliches Einzahlungslimit von höchstens 1\.000,00\s€/).waitFor();
    expect(await page.getByRole("form", { name: "Einzahlung", exact: true }).count()).toBe(0);
    await required.getByLabel("Monatslimit").fill("1500");
    await required.getByRole("button", { name: "Limit festlegen und weiter" }).click();
    await required.getByText(/Das höchste erlaubte Limit ist 1\.000,00\s€\./).waitFor();
    await shoot(page, "limits-de-required", true);
    expect(await seriousViolations(page, "main")).toEqual([]);
    await required.getByLabel("Monatslimit").fill("500");
    await required.getByRole("button", { name: "Limit festlegen und weiter" }).click();

    // Once set, the deposit form is there and leads to the provider's page.
    const form = page.getByRole("form", { name: "Einzahlung", exact: true });
    await form.waitFor();
    await required.waitFor({ state: "detached" });
    const limits = (await (await page.request.get(`${baseUrl}/api/user/limits`)).json()) as {
      depositLimitRequired: boolean;
      depositLimits: { period: string; amount: number }[];
    };
    expect(limits.depositLimitRequired).toBe(false);
    expect(limits.depositLimits).toMatchObject([{ period: "monthly", amount: 500 }]);
    await form.getByLabel("Oder Betrag eingeben").fill("20");
    await form.getByRole("button", { name: /^20,00\s€ einzahlen$/ }).click();
    await page.waitForURL(/\/psp-sandbox\//);
    await page.context().close();
  });

  it("plays the demo players under their country's rules: UK 2.5 s between rounds, Germany 5 s and 1 € a spin", async () => {
    // demo lives in the UK.
    const uk = await loggedIn("demo", "Vela-demo-2026");
    const ukSession = (await (await uk.request.get(`${baseUrl}/api/session/authenticate`)).json()) as {
      rules: unknown;
    };
    expect(ukSession.rules).toEqual({
      jurisdiction: "uk",
      autoplay: false,
      minRoundGapMs: 2500,
      maxSlotStake: null,
    });
    await uk.goto(`${baseUrl}/en/casino/game/comet-cascade`);
    await uk.waitForSelector("html[data-hydrated=true]");
    await uk
      .getByTestId("round-pace")
      .getByText("Where you live, a new round can start 2.5 seconds after the previous one.")
      .waitFor();
    await uk.getByTestId("spin").waitFor();
    expect(await uk.getByTestId("stake").locator("option").allTextContents()).toContain("£10.00");
    await uk.context().close();

    // demo_de lives in Germany; the seed gives no limits and no journey sets one for demo_de.
    const de = await loggedIn("demo_de", "Vela-demo-2026");
    const deSession = (await (await de.request.get(`${baseUrl}/api/session/authenticate`)).json()) as {
      rules: unknown;
    };
    expect(deSession.rules).toEqual({
      jurisdiction: "de",
      autoplay: false,
      minRoundGapMs: 5000,
      maxSlotStake: 1,
    });
    const limits = (await (await de.request.get(`${baseUrl}/api/user/limits`)).json()) as {
      depositLimitRequired: boolean;
      maxMonthlyDepositLimit: number | null;
    };
    expect(limits).toMatchObject({ depositLimitRequired: true, maxMonthlyDepositLimit: 1000 });
    await de.goto(`${baseUrl}/de/casino/game/comet-cascade`);
    await de.waitForSelector("html[data-hydrated=true]");
    await de
      .getByTestId("round-pace")
      .getByText("Dort, wo Sie wohnen, kann eine neue Runde erst 5 Sekunden nach der vorigen beginnen.")
      .waitFor();
    await de.getByTestId("spin").waitFor();
    const stakes = await de.getByTestId("stake").locator("option").allTextContents();
    expect(stakes.at(-1)?.replace(/\s/g, " ")).toBe("1,00 €");
    await shoot(de, "limits-de-game-rules");
    // The deposit modal asks for the monthly limit instead of offering the payment page.
    await de.getByRole("banner").getByRole("link", { name: "Einzahlen" }).click();
    const modal = de.getByRole("dialog", { name: "Einzahlen" });
    await modal
      .getByRole("region", { name: "Legen Sie zuerst Ihr monatliches Einzahlungslimit fest" })
      .waitFor();
    await modal.getByLabel("Monatslimit").waitFor();
    expect(await modal.getByRole("form", { name: "Einzahlung", exact: true }).count()).toBe(0);
    await shoot(de, "limits-de-deposit-modal");
    await de.context().close();
  });
});
