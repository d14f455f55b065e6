import { createServer } from "node:net";
import { type Studio, startStudio } from "@casino/reference-studio";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";
import { registerPlayer, TEST_PASSWORD } from "./support/players";
import { realBalance, topUp } from "./support/wallet";

/**
 * A game from another studio (issue 23) in a real browser: the reference studio (apps/reference-studio) runs beside
 * the journey's server, an operator registers it through the back-office API (its secret is answered once and handed
 * to the studio, as a real studio receives it), and a player opens its game, spins in the studio's frame and sees the
 * header balance follow the seamless-wallet calls. The studio plays without chaos here: the money is counted exactly.
 * The game is in no lobby group, so the other journeys on the same server see the catalogue they expect. Then the
 * operator switches the studio off and on in the Providers screen and rotates its secret (shown once).
 */
const OPERATOR = { username: "demo_content", password: "Vela-demo-2026" };
const run = `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 4)}`;
const PROVIDER_ID = `journey-${run}`;
const SLUG = `starfall-${run}`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

let browser: Browser;
let studio: Studio | undefined;

beforeAll(async () => {
  const port = await freePort();
  const login = await fetch(`${baseUrl}/api/session/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(OPERATOR),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
  const registered = await fetch(`${baseUrl}/api/admin/providers`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      id: PROVIDER_ID,
      name: "Starfall Journey Games",
      launchUrl: `http://127.0.0.1:${port}/play`,
      currencies: ["GBP", "EUR"],
      games: [
        {
          slug: SLUG,
          name: "Starfall Journey",
          icon: "/favicon.ico",
          settings: { providerGameId: "starfall", gameType: "slot", aspectRatio: 0.75 },
        },
      ],
    }),
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const { secret } = (await registered.json()) as { secret: string };
  studio = await startStudio({ port, walletUrl: baseUrl, providerId: PROVIDER_ID, secret, chaos: 0 });
  if (hasBrowser) browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await studio?.close();
});

describe.skipIf(!hasBrowser)("a game from another studio", () => {
  it("a player opens it, spins in the studio's frame and the header balance follows the wallet", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const username = await registerPlayer("rgs", page.request);
    const login = await page.request.post(`${baseUrl}/api/session/login`, {
      data: { username, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(200);
    await topUp(page, 20);

    await page.goto(`${baseUrl}/en/casino/game/${SLUG}`);
    await page.waitForSelector("html[data-hydrated=true]");
    const header = page.getByTestId("header-balance");
    await expect.poll(() => header.textContent(), { timeout: 15_000 }).toContain("20.00");

    // The studio's page traded the launch token for a wallet session and shows the same money.
    const game = page.frameLocator("[data-testid=provider-frame]");
    await expect
      .poll(() => game.getByTestId("studio-balance").textContent(), { timeout: 15_000 })
      .toBe("20.00 GBP");
    await game.getByRole("button", { name: "Spin" }).click();
    await expect
      .poll(() => game.getByRole("status").textContent(), { timeout: 15_000 })
      .toMatch(/You win|No win/);
    const shown = Number((await game.getByTestId("studio-balance").textContent())!.replace(" GBP", ""));
    expect(shown).not.toBe(20); // the slot pays nothing, 2× or more: a spin always moves the balance

    // The wallet holds the money: its balance is the studio's, and the header follows without a reload.
    expect(await realBalance(page)).toBe(shown);
    await expect.poll(() => header.textContent(), { timeout: 15_000 }).toContain(shown.toFixed(2));
    await page.screenshot({ path: artifact("providers-game.png") });
    await context.close();
  });

  it("the operator's Providers screen switches the studio off and on and shows a rotated secret once", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: "cookie_consent", value: "f1.m1.a1", url: baseUrl }]);
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl}/api/session/login`, { data: OPERATOR });
    expect(login.status()).toBe(200);
    await page.goto(`${baseUrl}/en/operator/providers`);
    await page.waitForSelector("html[data-hydrated=true]");
    const row = page.getByTestId("provider-row").filter({ hasText: PROVIDER_ID });
    await row.getByRole("button", { name: "Switch off" }).click();
    await row.getByRole("button", { name: "Switch on" }).click();
    await row.getByRole("button", { name: "Switch off" }).waitFor();
    await row.getByRole("button", { name: "Rotate secret" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Rotate secret" }).click();
    await expect.poll(() => row.getByTestId("provider-secret").textContent()).toMatch(/^[0-9a-f]{64}$/);
    await page.screenshot({ path: artifact("providers-operator.png") });
    await row.getByRole("button", { name: "I have stored it" }).click();
    await row.getByTestId("provider-secret").waitFor({ state: "detached" });
    await context.close();
  });
});
