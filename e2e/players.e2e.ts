import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";
import { dialogsSettled } from "./support/page";

/**
 * Player identity journeys (issue 02). Mail is read from the dev outbox, which the e2e server mounts because it
 * runs with DEV_OUTBOX=true: GET /dev/outbox.json?to=<address> lists what was "sent", newest first.
 */
interface OutboxMessage {
  channel: "email" | "sms";
  recipient: string;
  subject: string | null;
  text: string;
}

const DEMO_PASSWORD = "Vela-demo-2026";
const unique = () => `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 4)}`;

/** The newest message to `to` whose text holds a link to `path`, as a URL on the test server. */
async function linkFromMail(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path}\\?key=[^\\s"'<>]+`);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`);
    expect(response.status, "the e2e server must run with DEV_OUTBOX=true").toBe(200);
    const messages = (await response.json()) as OutboxMessage[];
    const link = messages.map((message) => pattern.exec(message.text)?.[0]).find(Boolean);
    // Links carry the site origin; the test server's own origin is the one to open.
    if (link) return `${baseUrl}${new URL(link).pathname}${new URL(link).search}`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} with a ${path} link`);
}

async function logIn(page: Page, username: string, password: string) {
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await dialog.waitFor();
  await dialog.getByLabel("Username or e-mail").fill(username);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Log in" }).click();
}

describe.skipIf(!hasBrowser)("player identity in a real browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function freshPage(width = 1440, height = 900): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    return context.newPage();
  }

  it("registers, verifies the e-mail, logs out and after login lands on the stored next route", async () => {
    const page = await freshPage(375, 812);
    const id = unique();
    const email = `player-${id}@example.com`;
    const username = `p_${id}`.slice(0, 20);
    const password = "Lucky-seven-77";

    await page.goto(`${baseUrl}/en/register`);
    await page.waitForSelector("html[data-hydrated=true]");
    // A first visit: the cookie question can be answered (nothing lies over it), then the sign-up form opens.
    const banner = page.locator("section[aria-labelledby=cookie-banner-title]");
    await banner.waitFor();
    await page.screenshot({ path: artifact("players-register-cookies-mobile.png") });
    await banner.getByRole("button", { name: "Reject all" }).click({ timeout: 5_000 });
    await banner.waitFor({ state: "detached" });
    const signup = page.getByRole("dialog", { name: "Create your account" });
    await signup.waitFor();
    await page.screenshot({ path: artifact("players-signup-mobile.png") });
    await signup.getByLabel("E-mail address").fill(email);
    await signup.getByLabel("Username").fill(username);
    await signup.getByLabel("Password", { exact: true }).fill(password);
    await signup.getByLabel("Date of birth").fill("1990-05-17");
    await signup.getByLabel("Country of residence").selectOption("DE");
    // The currency follows the country once the currency list has arrived (it may come after the countries).
    await expect.poll(() => signup.getByLabel("Account currency").inputValue()).toBe("EUR");
    await signup.getByRole("checkbox", { name: /accept the terms/ }).check();
    await signup.getByRole("button", { name: "Create account" }).click();

    // Auto-login after the 204: the e-mail confirmation screen and the player's header.
    const done = page.getByRole("dialog", { name: "Check your inbox" });
    await done.waitFor();
    await done.getByText("you are logged in").waitFor();

    const activation = await linkFromMail(email, "/activate-email");
    await done.getByRole("button", { name: "Start playing" }).click();
    await page.waitForURL(`${baseUrl}/en/casino`);
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    await page.goto(activation);
    await page.getByRole("heading", { name: "E-mail confirmed" }).waitFor();

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL(`${baseUrl}/en/casino`);
    await page.getByRole("link", { name: "Log in" }).waitFor();

    // A guest on a players-only page: it becomes the stored next route, and login opens over it.
    await page.goto(`${baseUrl}/en/profile`);
    // By CSS, not role: once the login dialog is open the page behind it is aria-hidden.
    await page.locator("h1", { hasText: "Log in to continue" }).waitFor();
    await page.getByRole("dialog", { name: "Welcome back" }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("vela.nextRoute"))).toBe("/en/profile");

    // Elsewhere, a later login still continues to that page.
    await page.goto(`${baseUrl}/en/casino`);
    await page.waitForSelector("html[data-hydrated=true]");
    await page.getByRole("link", { name: "Log in" }).click();
    await logIn(page, username, password);
    await page.waitForURL(`${baseUrl}/en/profile`);
    await page.getByRole("heading", { name: "My profile" }).waitFor();
    await page.getByText(email).waitFor();
    await page.getByText("Verified", { exact: true }).waitFor();

    // The server renders the player's header on first paint: no guest flash.
    const html = await (await page.request.get(`${baseUrl}/en/casino`)).text();
    expect(html).toContain('aria-label="Account menu"');
    expect(html).not.toContain(">Sign up<");
    await page.context().close();
  });

  it("offers a UK player a deposit limit right after sign-up, and sets it", async () => {
    const page = await freshPage(1440, 900);
    const id = unique();
    const email = `uk-${id}@example.com`;
    const username = `uk_${id}`.slice(0, 20);

    await page.goto(`${baseUrl}/en/register`);
    await page.waitForSelector("html[data-hydrated=true]");
    // A first visit answers the cookie question before the sign-up form opens.
    const banner = page.locator("section[aria-labelledby=cookie-banner-title]");
    await banner.getByRole("button", { name: "Accept all" }).click();
    const signup = page.getByRole("dialog", { name: "Create your account" });
    await signup.waitFor();
    await signup.getByLabel("E-mail address").fill(email);
    await signup.getByLabel("Username").fill(username);
    await signup.getByLabel("Password", { exact: true }).fill("Lucky-seven-77");
    await signup.getByLabel("Date of birth").fill("1990-05-17");
    await signup.getByLabel("Country of residence").selectOption("GB");
    await expect.poll(() => signup.getByLabel("Account currency").inputValue()).toBe("GBP");
    await signup.getByRole("checkbox", { name: /accept the terms/ }).check();
    await signup.getByRole("button", { name: "Create account" }).click();

    // UK rules (UKGC LCCP SR 3.3): once logged in, the new player is offered a deposit limit before anything else.
    const offer = page.getByRole("dialog", { name: "Set a deposit limit" });
    await offer.waitFor();
    await offer.getByLabel("Daily limit").waitFor();
    await offer.getByLabel("Weekly limit").waitFor();
    await offer.getByRole("button", { name: "Not now" }).waitFor();
    await offer.getByLabel("Monthly limit").fill("abc");
    await offer.getByRole("button", { name: "Set my limits" }).click();
    await offer.getByText("Enter an amount like 50 or 50.50.").waitFor();
    await offer.getByLabel("Monthly limit").fill("");
    await offer.getByLabel("Daily limit").fill("20");
    await offer.getByLabel("Weekly limit").fill("100,50");
    await dialogsSettled(page);
    await page.screenshot({ path: artifact("players-signup-limit-offer-desktop.png") });
    await offer.getByRole("button", { name: "Set my limits" }).click();

    // Then the usual last step, and the limits are in force, in pounds.
    await page.getByRole("dialog", { name: "Check your inbox" }).getByText("you are logged in").waitFor();
    const limits = (await (await page.request.get(`${baseUrl}/api/user/limits`)).json()) as {
      promptForLimit: boolean;
      depositLimits: { period: string; amount: number; currency: string }[];
    };
    expect(limits.promptForLimit).toBe(false);
    expect(
      limits.depositLimits.map(({ period, amount, currency }) => ({ period, amount, currency })),
    ).toEqual([
      { period: "daily", amount: 20, currency: "GBP" },
      { period: "weekly", amount: 100.5, currency: "GBP" },
    ]);
    await page.context().close();
  });

  it("resets a forgotten password through the e-mailed link and logs in with the new one", async () => {
    const id = unique();
    const email = `reset-${id}@example.com`;
    const username = `r_${id}`.slice(0, 20);
    const registered = await fetch(`${baseUrl}/api/user/signup/quickRegister`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email,
        username,
        password: "Old-password-11",
        birthDate: "1985-01-31",
        country: "DE",
        userConsents: { termsandconditions: true, emailmarketing: false, sms: false, "3rdparty": false },
      }),
    });
    expect(registered.status).toBe(204);

    const page = await freshPage();
    await page.goto(`${baseUrl}/en/casino?login=1`);
    await page.waitForSelector("html[data-hydrated=true]");
    await page
      .getByRole("dialog", { name: "Welcome back" })
      .getByRole("button", { name: "Forgot your password?" })
      .click();
    const forgot = page.getByRole("dialog", { name: "Reset your password" });
    const send = forgot.getByRole("button", { name: "Send reset link" });
    expect(await send.isDisabled()).toBe(true);
    await forgot.getByLabel("E-mail address").fill("not-an-address");
    await forgot.getByLabel("E-mail address").blur();
    await forgot.getByText("Enter a valid e-mail address").waitFor();
    expect(await send.isDisabled()).toBe(true);
    await forgot.getByLabel("E-mail address").fill(email);
    await send.click();
    await page.getByRole("dialog", { name: "Check your e-mail" }).waitFor();

    await page.goto(await linkFromMail(email, "/resetpassword"));
    // A first visit: the cookie question comes first, then the reset screen opens over the page.
    await page
      .locator("section[aria-labelledby=cookie-banner-title]")
      .getByRole("button", { name: "Reject all" })
      .click();
    const reset = page.getByRole("dialog", { name: "Choose a new password" });
    await reset.getByLabel("New password", { exact: true }).fill("New-password-22");
    await reset.getByLabel("Repeat the new password").fill("New-password-21");
    await reset.getByLabel("Repeat the new password").blur();
    await reset.getByText("The passwords do not match.").waitFor();
    expect(await reset.getByRole("button", { name: "Save new password" }).isDisabled()).toBe(true);
    await reset.getByLabel("Repeat the new password").fill("New-password-22");
    await reset.getByRole("button", { name: "Save new password" }).click();

    // docs/product/accounts.md#passwords: back on the home page with login open.
    await page.waitForURL(`${baseUrl}/en`);
    await logIn(page, username, "New-password-22");
    // Logged in: the header holds the account menu. The daily-wheel popup may open over it at once (CI saw it on a
    // slow runner), which takes the header out of the accessibility tree, so the menu is looked for in the DOM.
    await page.getByRole("dialog", { name: "Welcome back" }).waitFor({ state: "detached" });
    await page.locator('[aria-label="Account menu"]').first().waitFor({ state: "attached" });

    const old = await fetch(`${baseUrl}/api/session/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password: "Old-password-11" }),
    });
    expect(old.status).toBe(401);
    await page.context().close();
  });

  it("lets a first visit to /register answer the cookie question on desktop, then opens the sign-up form", async () => {
    const page = await freshPage(1280, 800);
    await page.goto(`${baseUrl}/en/register`);
    await page.waitForSelector("html[data-hydrated=true]");
    const banner = page.locator("section[aria-labelledby=cookie-banner-title]");
    await banner.waitFor();
    await page.screenshot({ path: artifact("players-register-cookies-desktop.png") });
    await banner.getByRole("button", { name: "Accept all" }).click({ timeout: 5_000 });
    await banner.waitFor({ state: "detached" });
    await page.getByRole("dialog", { name: "Create your account" }).waitFor();
    await dialogsSettled(page);
    await page.screenshot({ path: artifact("players-signup-desktop.png") });
    await page.context().close();
  });

  it("blocks the consent flow until every mandatory box is ticked", async () => {
    const page = await freshPage(375, 812);
    await page.goto(`${baseUrl}/en/casino`);
    await page.waitForSelector("html[data-hydrated=true]");
    await page.getByRole("link", { name: "Log in" }).click();
    await logIn(page, "demo_terms", DEMO_PASSWORD);

    const consent = page.getByRole("dialog", { name: "Before you continue" });
    await consent.waitFor();
    const agree = consent.getByRole("button", { name: "Agree and continue" });
    const terms = consent.getByRole("checkbox", { name: /terms/i });
    await terms.waitFor();
    await page.screenshot({ path: artifact("players-consent-mobile.png") });
    expect(await agree.isDisabled()).toBe(true);
    expect(await terms.getAttribute("aria-invalid")).toBe("true");
    // Optional consents do not unblock it.
    await consent.getByRole("checkbox", { name: /by e-mail/ }).check();
    expect(await agree.isDisabled()).toBe(true);
    // Still restricted: the header is a guest's until the terms are accepted.
    expect(await page.getByRole("button", { name: "Account menu" }).count()).toBe(0);

    await terms.check();
    expect(await terms.getAttribute("aria-invalid")).toBeNull();
    await agree.click();
    await consent.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    await page.context().close();
  });

  it("has no serious accessibility violation in the login and sign-up dialogs", async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/en/casino?login=1`);
    await page.waitForSelector("html[data-hydrated=true]");
    await page.getByRole("dialog", { name: "Welcome back" }).waitFor();
    await dialogsSettled(page);
    await page.screenshot({ path: artifact("players-login-desktop.png") });
    const serious = async () =>
      (await new AxeBuilder({ page }).include("[role=dialog]").analyze()).violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
    expect(await serious()).toEqual([]);
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByRole("dialog", { name: "Create your account" }).waitFor();
    await dialogsSettled(page);
    expect(await serious()).toEqual([]);
    await page.context().close();
  });
});
