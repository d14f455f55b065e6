import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";
import { open, seriousViolations } from "./support/page";
import { registerPlayer, TEST_PASSWORD } from "./support/players";
import { topUp } from "./support/wallet";

/**
 * Two desks of the back office (issue 22) against the real server: demo_content sets this week's game of the week in
 * the catalogue screen and a guest sees it in the lobby at once (decision 0206); demo_compliance acknowledges a
 * player's signal with a note and it moves to the acknowledged list (decision 0214). Other journeys share the server,
 * so rows are found by the player's username and the week's pick keeps the seeded game and boost (the engagement
 * journey reads them), and is taken away again at the end.
 */
const STAFF_PASSWORD = "Vela-demo-2026";
const CATALOGUE_API = `${baseUrl}/api/admin/catalogue/game-of-the-week`;

describe.skipIf(!hasBrowser)("the content and compliance desks in a real browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function loggedIn(username: string, password: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([
      { name: "cookie_consent", value: "f1.m1.a1", url: baseUrl },
      { name: "theme", value: "dark", url: baseUrl },
    ]);
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl}/api/session/login`, { data: { username, password } });
    expect(login.status()).toBe(200);
    return page;
  }

  /** The page at 375×812 with `focus` scrolled into view, then back to 1280×800. */
  async function phoneShot(page: Page, name: string, focus: string) {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.locator(focus).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact(name) });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  it("content staff set this week's game of the week and a guest sees it in the lobby", async () => {
    const staff = await loggedIn("demo_content", STAFF_PASSWORD);
    const week = ((await (await staff.request.get(CATALOGUE_API)).json()) as { weeks: { week: string }[] })
      .weeks[0]!.week;
    const headline = `Game of the week: Comet Cascade ${Date.now().toString(36)}`;
    try {
      await open(staff, "/en/operator/catalogue");
      const panel = staff.getByTestId("game-of-the-week-panel");
      const form = panel.getByTestId("gotw-form");
      await form.waitFor();
      expect(await panel.getByLabel("Week").inputValue()).toBe(week);
      await staff.screenshot({ path: artifact("desk-gotw-desktop.png") });

      // An unknown game is said under the game field, and nothing is saved.
      await form.getByLabel("Game (its slug)").fill("no-such-game");
      await form.getByLabel("Headline (English)").fill(headline);
      await form
        .getByLabel("Text (English)")
        .fill("Double loyalty points on every real-money spin this week.");
      await form.getByLabel("Headline (German)").fill("Spiel der Woche: Comet Cascade");
      await form
        .getByLabel("Text (German)")
        .fill("Doppelte Treuepunkte für jede Echtgeld-Drehung diese Woche.");
      await form.getByRole("button", { name: "Save week" }).click();
      await form.getByText("No game with this slug is in the catalogue.").waitFor();

      await form.getByLabel("Game (its slug)").fill("comet-cascade");
      await form.getByRole("button", { name: "Save week" }).click();
      await staff.getByText("Comet Cascade is the game of the week.").waitFor();
      await panel.getByRole("button", { name: "Remove this week's pick" }).waitFor();
      expect(await seriousViolations(staff, "main")).toEqual([]);
      await staff.screenshot({ path: artifact("desk-gotw-saved-desktop.png") });
      await phoneShot(staff, "desk-gotw-mobile.png", "[data-testid=gotw-form]");

      // A guest, in a fresh browser, sees the new banner at once.
      const guestContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await guestContext.addCookies([{ name: "cookie_consent", value: "f1.m1.a1", url: baseUrl }]);
      const guest = await guestContext.newPage();
      await open(guest, "/en/casino");
      const banner = guest.getByTestId("game-of-the-week");
      await banner.getByRole("heading", { name: headline }).waitFor();
      await banner.getByRole("link", { name: /^Play / }).waitFor();
      await banner.scrollIntoViewIfNeeded();
      await guest.screenshot({ path: artifact("desk-gotw-lobby-desktop.png") });
      await guestContext.close();
    } finally {
      // The seeded standing pick again, whatever happened above.
      await staff.request.delete(`${CATALOGUE_API}/${week}`);
      await staff.context().close();
    }
  });

  it("compliance staff acknowledge a signal with a note and it moves to the acknowledged list", async () => {
    // The cause: a GB player with a daily deposit limit of 100 who deposits 90 (a limit nearly used).
    const context = await browser.newContext();
    const player = await context.newPage();
    const username = await registerPlayer("desk", player.request);
    const login = await player.request.post(`${baseUrl}/api/session/login`, {
      data: { username, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const limits = await player.request.put(`${baseUrl}/api/user/limits`, {
      data: { depositLimits: [{ period: "daily", amount: 100 }] },
    });
    expect(limits.status(), await limits.text()).toBe(200);
    await topUp(player, 90);
    await context.close();

    const staff = await loggedIn("demo_compliance", STAFF_PASSWORD);
    await open(staff, "/en/operator/compliance");
    const openList = staff.getByRole("tabpanel");
    const row = openList.getByTestId("signal-row").filter({ hasText: username });
    await row.waitFor();
    expect(await row.textContent()).toContain("90 % of the daily deposit limit used");
    await row.getByRole("button", { name: `Acknowledge the signal of ${username}` }).click();
    const form = row.getByTestId("acknowledge-form");
    // Nothing written: the note is asked for.
    await form.getByRole("button", { name: "Acknowledge signal" }).click();
    await form.getByText("Write what was done.").waitFor();
    expect(await seriousViolations(staff, "main")).toEqual([]);
    await staff.screenshot({ path: artifact("desk-signal-note-desktop.png") });
    await phoneShot(staff, "desk-signal-note-mobile.png", "[data-testid=acknowledge-form]");

    const note = "Called the player, agreed a break";
    await form.getByLabel("What was done").fill(note);
    await form.getByRole("button", { name: "Acknowledge signal" }).click();
    await staff.getByText(`The signal of ${username} is acknowledged.`).waitFor();
    await row.waitFor({ state: "detached" });

    await staff.getByRole("tab", { name: "Acknowledged" }).click();
    const done = staff.getByRole("tabpanel").getByTestId("signal-row").filter({ hasText: username });
    await done.waitFor();
    expect(await done.getByTestId("signal-note").textContent()).toBe(note);
    expect(await done.textContent()).toContain("By demo_compliance");
    expect(await seriousViolations(staff, "main")).toEqual([]);
    await staff.screenshot({ path: artifact("desk-signal-acknowledged-desktop.png") });
    await phoneShot(
      staff,
      "desk-signal-acknowledged-mobile.png",
      `[data-testid=signal-row]:has-text("${username}")`,
    );
    await staff.context().close();
  });
});
