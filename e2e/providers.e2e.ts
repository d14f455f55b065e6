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
 * to the studio, as a real studio receives it), and a player finds its game in the lobby, spins in the studio's frame,
 * sees the header balance follow the seamless-wallet calls and the round in the casino history with the studio's round
 * reference. The studio plays without chaos here: the money is counted exactly. The game is in no lobby group (the
 * search finds it), so the other journeys on the same server see the rows they expect. Then the operator adds and
 * edits a provider in the Providers screen, switches the studio off and on and rotates its secret (shown once).
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
  it("a player finds it in the lobby, spins in the studio's frame, sees the header balance follow and the round in the history", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: "cookie_consent", value: "f1.m1.a1", url: baseUrl }]);
    const page = await context.newPage();
    const username = await registerPlayer("rgs", page.request);
    const login = await page.request.post(`${baseUrl}/api/session/login`, {
      data: { username, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(200);
    await topUp(page, 20);

    // The lobby, as a player comes to it: the studio's game is found by the server-side search and opened from its
    // tile; on a desktop the tile's game-alter dialog starts it in real money.
    await page.goto(`${baseUrl}/en/casino`);
    await page.waitForSelector("html[data-hydrated=true]");
    const header = page.getByTestId("header-balance");
    await expect.poll(() => header.textContent()).toContain("20.00");
    await page.getByRole("searchbox", { name: "Search games" }).fill("Starfall Journey");
    await page.getByTestId("games-grid").getByRole("link", { name: "Starfall Journey", exact: true }).click();
    await page.getByTestId("alter-play").click();
    await page.waitForURL(new RegExp(`/en/casino/game/${SLUG}`));

    // The studio's page traded the launch token for a wallet session and shows the same money.
    const game = page.frameLocator("[data-testid=provider-frame]");
    await expect.poll(() => game.getByTestId("studio-balance").textContent()).toBe("20.00 GBP");
    await game.getByRole("button", { name: "Spin" }).click();
    await expect.poll(() => game.getByRole("status").textContent()).toMatch(/You win|No win/);
    const shown = Number((await game.getByTestId("studio-balance").textContent())!.replace(" GBP", ""));
    expect(shown).not.toBe(20); // the slot pays nothing, 2× or more: a spin always moves the balance

    // The wallet holds the money: its balance is the studio's, and the header follows without a reload.
    expect(await realBalance(page)).toBe(shown);
    await expect.poll(() => header.textContent()).toContain(shown.toFixed(2));
    await page.screenshot({ path: artifact("providers-game.png") });

    // The round is in the player's casino history with the studio's own round reference.
    const roundRef = studio!.rounds.at(-1)!.roundRef;
    await page.goto(`${baseUrl}/en/profile/history`);
    await page.waitForSelector("html[data-hydrated=true]");
    await page.getByRole("tab", { name: "Casino" }).click();
    const round = page.getByTestId("casino-history").getByRole("listitem").first();
    await expect
      .poll(() => round.getByTestId("provider-round").textContent())
      .toBe(`Studio round ${roundRef}`);
    const stake = studio!.rounds.at(-1)!.stake;
    const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
    expect(await round.textContent()).toContain(`Stake ${pounds.format(stake / 100)}`);
    await page.screenshot({ path: artifact("providers-history.png") });
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

  it("the operator adds a provider in the Providers screen, sees each problem at its field, and edits it", async () => {
    const added = `added-${run}`;
    for (const [device, width, height] of [
      ["desktop", 1280, 800],
      ["mobile", 375, 812],
    ] as const) {
      const id = `${added}-${device}`;
      const name = `Nebula ${device === "desktop" ? "Desk" : "Pocket"} ${run.replace(/[0-9]/g, "")}`;
      const context = await browser.newContext({ viewport: { width, height } });
      await context.addCookies([{ name: "cookie_consent", value: "f1.m1.a1", url: baseUrl }]);
      const page = await context.newPage();
      const login = await page.request.post(`${baseUrl}/api/session/login`, { data: OPERATOR });
      expect(login.status()).toBe(200);
      await page.goto(`${baseUrl}/en/operator/providers`);
      await page.waitForSelector("html[data-hydrated=true]");
      await page.getByRole("button", { name: "Add a provider" }).click();
      const dialog = page.getByRole("dialog", { name: "Add a provider" });

      // Sent with a bad id, no address and a currency that is no code: each problem under its own field.
      await dialog.getByLabel("Id", { exact: true }).fill("Not An Id");
      await dialog.getByLabel("Currencies", { exact: true }).fill("EURO");
      await dialog.getByRole("button", { name: "Add provider" }).click();
      await expect
        .poll(() => dialog.getByLabel("Id", { exact: true }).getAttribute("aria-invalid"))
        .toBe("true");
      expect(await dialog.textContent()).toContain("Use 2–40 lower-case letters, digits or hyphens.");
      expect(await dialog.getByLabel("Game launch URL", { exact: true }).getAttribute("aria-invalid")).toBe(
        "true",
      );
      expect(await dialog.getByLabel("Currencies", { exact: true }).getAttribute("aria-invalid")).toBe(
        "true",
      );
      expect(await dialog.getByLabel("Countries", { exact: true }).getAttribute("aria-invalid")).toBeNull();
      await page.screenshot({ path: artifact(`providers-add-problems-${device}.png`) });

      // The id of the studio registered above is taken: the server's refusal is shown at the id.
      await dialog.getByLabel("Id", { exact: true }).fill(PROVIDER_ID);
      await dialog.getByLabel("Name", { exact: true }).fill(name);
      await dialog.getByLabel("Game launch URL", { exact: true }).fill("https://games.nebula.example/play");
      await dialog.getByLabel("Currencies", { exact: true }).fill("eur, gbp");
      await dialog.getByLabel("Countries", { exact: true }).fill("DE MT");
      await dialog.getByRole("button", { name: "Add provider" }).click();
      await dialog.getByText("A provider with this id exists already.").waitFor();

      await dialog.getByLabel("Id", { exact: true }).fill(id);
      await dialog.getByRole("button", { name: "Add provider" }).click();
      const created = page.getByRole("dialog", { name: `${name} is registered` });
      await expect.poll(() => created.getByTestId("provider-secret").textContent()).toMatch(/^[0-9a-f]{64}$/);
      await page.screenshot({ path: artifact(`providers-added-${device}.png`) });
      await created.getByRole("button", { name: "I have stored it" }).click();
      await created.waitFor({ state: "detached" });
      const row = page.getByTestId("provider-row").filter({ hasText: id });
      await expect.poll(() => row.textContent()).toContain(`${name}${id} · EUR, GBP`);

      // Edited: a new name, one currency less, switched off.
      await row.getByRole("button", { name: `Edit ${name}` }).click();
      const edit = page.getByRole("dialog", { name: `Edit ${name}` });
      expect(await edit.getByLabel("Countries", { exact: true }).inputValue()).toBe("DE, MT");
      await edit.getByLabel("Name", { exact: true }).fill(`${name} Two`);
      await edit.getByLabel("Currencies", { exact: true }).fill("EUR");
      await edit.getByLabel("Switched on").uncheck();
      await page.screenshot({ path: artifact(`providers-edit-${device}.png`) });
      await edit.getByRole("button", { name: "Save" }).click();
      await edit.waitFor({ state: "detached" });
      await expect.poll(() => row.textContent()).toContain(`${name} Two${id} · EUR`);
      await row.getByRole("button", { name: "Switch on" }).waitFor();
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: artifact(`providers-list-${device}.png`) });
      await context.close();
    }
  });
});
