import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";
import { registerPlayer, TEST_PASSWORD } from "./support/players";

/**
 * A player's first press is never lost (docs/decisions/0222-first-press-and-lazy-parsing.md). The signed-in header's
 * controls and the chat panel are lazily loaded parts of the page that the server renders: a press that landed on
 * them after the page had hydrated but before their own code had arrived used to do nothing. Here their code arrives
 * late on purpose (the chunk is held back until the press, or for a few seconds if the page waits for it), and one
 * press must do what it says.
 */
/**
 * How long a held chunk waits for the press before it is answered anyway: a page that waits for the chunk before it
 * hydrates gets it then. Far longer than a page takes to hydrate without it, so the press lands while it is held.
 */
const HOLD_MS = 8000;

describe.skipIf(!hasBrowser)("a first press on a lazily loaded control", () => {
  let browser: Browser;
  let username: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    username = await registerPlayer("press");
  });
  afterAll(() => browser?.close());

  /**
   * A signed-in page whose `chunk` (a built file name's start) is held back: it is answered once `released()` is
   * called, or after HOLD_MS for a page that waits for it before hydrating. Resolves once the page says it has
   * hydrated.
   */
  async function pageWithLateChunk(chunk: string, cookies: { name: string; value: string }[] = []) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(
      [{ name: "cookie_consent", value: "f1.m1.a1" }, ...cookies].map((cookie) => ({
        ...cookie,
        url: baseUrl,
      })),
    );
    const page = await context.newPage();
    // A hydration mismatch makes React throw the server's HTML away and render it again, losing a press meanwhile.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const login = await page.request.post(`${baseUrl}/api/session/login`, {
      data: { username, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(200);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
      held++;
      await Promise.race([released, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
      await route.continue();
    });
    await page.goto(`${baseUrl}/en/casino`);
    await page.waitForSelector("html[data-hydrated=true]");
    return { page, release, held: () => held, errors, close: () => context.close() };
  }

  async function pressOnce(page: Page, name: string, release: () => void, within?: string) {
    const scope = within ? page.locator(within) : page;
    const button = scope.getByRole("button", { name, exact: true });
    // On screen from the server's HTML through hydration: it does not vanish while its code is on its way.
    expect(await button.isVisible()).toBe(true);
    await button.click();
    release();
  }

  it("opens the account menu on the first press while the header's menus are still on their way", async () => {
    const { page, release, held, errors, close } = await pageWithLateChunk("player-actions");
    await pressOnce(page, "Account menu", release);
    await page.getByRole("menuitem", { name: "Log out" }).waitFor({ timeout: 15_000 });
    expect(held()).toBe(1);
    expect(errors).toEqual([]);
    await page.screenshot({ path: artifact("first-press-account-menu.png") });
    await close();
  });

  it("closes the chat panel on the first press while its code is still on its way", async () => {
    const { page, release, held, errors, close } = await pageWithLateChunk("chat-panel", [
      { name: "chat", value: "open" },
    ]);
    const panel = page.locator("#chat-panel");
    await panel.waitFor();
    await pressOnce(page, "Close help & chat", release, "#chat-panel");
    await panel.waitFor({ state: "hidden", timeout: 15_000 });
    expect(held()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("prints the lazily loaded parts without a boundary, so they hydrate with the page around them", async () => {
    // A <Suspense> boundary in the server's HTML (<!--$-->) hydrates in a later pass, after the page's effects have
    // fetched data (the balance) that makes it differ from the server's HTML (docs/decisions/0238-lazy-parts-without-a-boundary.md).
    const context = await browser.newContext();
    const login = await context.request.post(`${baseUrl}/api/session/login`, {
      data: { username, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const html = await (await context.request.get(`${baseUrl}/en/casino`)).text();
    const after = (part: string) =>
      html.split(`<template data-lazy-part="${part}"></template>`)[1]?.slice(0, 40);
    // The balance menu's button, and the chat panel's backdrop: not a boundary's <!--$--> or <!--$?-->.
    expect(after("player-actions")).toMatch(/^<button/);
    expect(after("chat-panel")).toMatch(/^<div aria-hidden="true"/);
    await context.close();
  });
});
