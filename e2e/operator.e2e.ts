import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";
import { tinyPng } from "./support/files";
import { dialogsSettled, overlap, seriousViolations } from "./support/page";
import { registerPlayer as registerGbPlayer, TEST_PASSWORD } from "./support/players";
import { topUp } from "./support/wallet";

/**
 * The operator back office against the real server: a fresh player uploads an identity document and asks for a
 * withdrawal above the auto-approval amount (WITHDRAWAL_AUTO_APPROVE_MAX, 500 by default) but under the KYC
 * lifetime amount (2000), so it waits for an operator; demo_ops rejects the document with a reason and approves
 * the withdrawal in /en/operator, and the player's own API shows both decisions. Other journeys may leave pending
 * withdrawals and documents on the same server, so rows are found by the player's username, never by position.
 */
const PASSWORD = "Vela-test-2026";
const OPERATOR = { username: "demo_ops", password: "Vela-demo-2026" };
const PLAYER = { username: "demo", password: "Vela-demo-2026" };
const WITHDRAWAL = 600;
const REASON = "The photo is blurred: please upload a sharp scan of your passport.";

async function registerPlayer(): Promise<string> {
  const id = `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 4)}`;
  const username = `ops_${id}`.slice(0, 20);
  const response = await fetch(`${baseUrl}/api/user/signup/quickRegister`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `ops-${id}@example.com`,
      username,
      password: PASSWORD,
      birthDate: "1990-01-01",
      country: "GB",
      userConsents: { termsandconditions: true, emailmarketing: false, sms: false, "3rdparty": false },
    }),
  });
  expect(response.status).toBe(204);
  return username;
}

async function open(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector("html[data-hydrated=true]");
}

/** Waits until the open dialogs' opening animations are over, so screenshots and axe see the final colours. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[role=dialog]")].every((dialog) =>
      dialog.getAnimations({ subtree: true }).every((animation) => animation.playState === "finished"),
    ),
  );
}

/** The same page at 375×812 (the queue as cards, its row scrolled into view), then back to 1280×800. */
async function phoneShot(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("tabpanel").getByRole("list").scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifact(name) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The seeded no-deposit campaign the bonus test edits, and its seeded wagering multiplier. */
const CAMPAIGN = { code: "NODEP10", multiplier: 35, edited: 30 };

interface Campaign {
  id: string;
  code: string;
  wageringMultiplier: number;
}

/** The campaign as the operator API lists it (with every setting, so it can be sent back). */
async function campaignOf(page: Page, code: string): Promise<Campaign & Record<string, unknown>> {
  const response = await page.request.get(`${baseUrl}/api/admin/bonus/campaigns`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: (Campaign & Record<string, unknown>)[] };
  const found = items.find((item) => item.code === code);
  if (!found) throw new Error(`no campaign ${code}`);
  return found;
}

/**
 * Puts the seeded wagering multiplier, window (any day) and claim limit (none) back through the API, whatever the
 * browser part did.
 */
async function restoreCampaign(page: Page) {
  const campaign = await campaignOf(page, CAMPAIGN.code);
  const seeded = { wageringMultiplier: CAMPAIGN.multiplier, availableDays: null, claimLimit: null };
  if (Object.entries(seeded).every(([name, value]) => campaign[name] === value)) return;
  const { id, createdAt: _created, updatedAt: _updated, openGrants: _open, ...settings } = campaign;
  const response = await page.request.put(`${baseUrl}/api/admin/bonus/campaigns/${id}`, {
    data: { ...settings, ...seeded },
  });
  expect(response.status()).toBe(200);
  expect(await campaignOf(page, CAMPAIGN.code)).toMatchObject(seeded);
}

/** The withdrawal as the player's own banking history shows it. */
async function withdrawalState(page: Page, id: string): Promise<string | undefined> {
  const response = await page.request.get(`${baseUrl}/api/user/bankingHistory?type=withdrawal&limit=100`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { items: { id: string; state: string }[] };
  return body.items.find((item) => item.id === id)?.state;
}

describe.skipIf(!hasBrowser)("the operator back office in a real browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** A logged-in context that has already answered the cookie banner, so screenshots show the page. */
  async function loggedIn(username: string, password: string, width: number, height: number, theme = "dark") {
    const context: BrowserContext = await browser.newContext({ viewport: { width, height } });
    await context.addCookies([
      { name: "cookie_consent", value: "f1.m1.a1", url: baseUrl },
      { name: "theme", value: theme, url: baseUrl },
    ]);
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl}/api/session/login`, { data: { username, password } });
    expect(login.status()).toBe(200);
    return page;
  }

  it("rejects a player's document with a reason and approves their withdrawal", async () => {
    const username = await registerPlayer();
    const player = await loggedIn(username, PASSWORD, 1280, 800);
    const upload = await player.request.post(`${baseUrl}/api/user/documents`, {
      multipart: {
        type: "identity",
        file: { name: "passport.png", mimeType: "image/png", buffer: tinyPng() },
      },
    });
    expect(upload.status()).toBe(201);
    const documentId = ((await upload.json()) as { id: string }).id;
    await topUp(player, 700);
    const requested = await player.request.post(`${baseUrl}/api/user/cashier/withdrawGm1`, {
      data: { amount: WITHDRAWAL, currency: "GBP" },
      headers: { "idempotency-key": `e2e-operator-${crypto.randomUUID()}` },
    });
    expect(requested.status()).toBe(200);
    const { transactionId } = (await requested.json()) as { transactionId: string };
    expect(await withdrawalState(player, transactionId)).toBe("PENDING");

    const ops = await loggedIn(OPERATOR.username, OPERATOR.password, 1280, 800);
    await open(ops, "/en/operator?tab=documents");
    await ops.getByRole("heading", { name: "Back office", level: 1 }).waitFor();
    await ops.getByRole("tab", { name: /Documents/, selected: true }).waitFor();
    const documentRow = ops.getByTestId("document-row").filter({ hasText: username });
    await documentRow.getByText("Proof of identity", { exact: true }).waitFor();
    // The file opens from the row; operators may read it through the owner's download route.
    const link = documentRow.getByRole("link", { name: /passport\.png/ });
    expect(await link.getAttribute("href")).toBe(`/api/user/documents/${documentId}/file`);
    expect((await ops.request.get(`${baseUrl}/api/user/documents/${documentId}/file`)).status()).toBe(200);
    expect(await seriousViolations(ops, "main")).toEqual([]);
    await ops.screenshot({ path: artifact("operator-documents-desktop.png") });
    await phoneShot(ops, "operator-documents-mobile-card.png");

    await documentRow.getByRole("button", { name: /^Reject/ }).click();
    const reject = ops.getByRole("dialog", { name: "Reject this document" });
    const reason = reject.getByRole("textbox", { name: "Reason" });
    await expect.poll(() => reason.evaluate((field) => field === document.activeElement)).toBe(true);
    // A reason is required before anything is sent.
    await reject.getByRole("button", { name: "Reject", exact: true }).click();
    await reject.getByText("Please write a reason.").waitFor();
    await reason.fill(REASON);
    await settled(ops);
    expect(await seriousViolations(ops, "[role=dialog]")).toEqual([]);
    await ops.screenshot({ path: artifact("operator-reject-document-desktop.png") });
    await reject.getByRole("button", { name: "Reject", exact: true }).click();
    await reject.waitFor({ state: "detached" });
    await documentRow.waitFor({ state: "detached" });

    // To the withdrawals tab with the keyboard (arrow keys move between tabs); it is the default, so ?tab= goes.
    await ops.getByRole("tab", { name: /Documents/ }).focus();
    await ops.keyboard.press("ArrowLeft");
    await ops.getByRole("tab", { name: /Withdrawals/, selected: true }).waitFor();
    await expect.poll(() => new URL(ops.url()).searchParams.get("tab")).toBeNull();
    const withdrawal = ops.getByTestId("withdrawal-row").filter({ hasText: username });
    await withdrawal.getByText("£600.00").waitFor();
    expect(await seriousViolations(ops, "main")).toEqual([]);
    await ops.screenshot({ path: artifact("operator-withdrawals-desktop.png") });
    await phoneShot(ops, "operator-withdrawals-mobile-card.png");
    // The same queue in German (formal "Sie", German number and date formats).
    await open(ops, "/de/operator");
    await ops.getByTestId("withdrawal-row").filter({ hasText: username }).getByText("600,00 £").waitFor();
    await ops.screenshot({ path: artifact("operator-withdrawals-desktop-de.png") });
    await open(ops, "/en/operator");

    // By keyboard: the row's button, then the dialog, which starts on the safe choice (Cancel).
    await withdrawal.getByRole("button", { name: `Approve £600.00 for ${username}` }).focus();
    await ops.keyboard.press("Enter");
    const approve = ops.getByRole("dialog", { name: "Approve this withdrawal?" });
    await approve.getByText(`£600.00 will be paid out to ${username}.`).waitFor();
    await settled(ops);
    await ops.screenshot({ path: artifact("operator-approve-withdrawal-desktop.png") });
    await ops.keyboard.press("Tab");
    expect(
      await approve
        .getByRole("button", { name: "Approve", exact: true })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
    await ops.keyboard.press("Enter");
    await approve.waitFor({ state: "detached" });
    await withdrawal.waitFor({ state: "detached" });
    await ops.getByText(`Withdrawal of £600.00 for ${username} approved.`).waitFor();

    // The player's own API shows both decisions.
    const documents = await player.request.get(`${baseUrl}/api/user/documents`);
    const mine = ((await documents.json()) as { documents: { id: string; status: string; reason: string }[] })
      .documents;
    expect(mine.find((item) => item.id === documentId)).toMatchObject({ status: "rejected", reason: REASON });
    await expect
      .poll(() => withdrawalState(player, transactionId), { timeout: 15_000 })
      .toMatch(/^(APPROVED|SUCCESSFUL)$/);

    // The profile menu leads operators here. The low-balance notice (the operator's own wallet is empty) shows on
    // the casino, but keeps out of the back office, where it would cover the rows' buttons.
    await open(ops, "/en/casino");
    const lowBalance = ops.getByRole("dialog", { name: "Your balance is low" });
    await lowBalance.waitFor();
    await ops.getByRole("button", { name: "Account menu" }).click();
    await ops.getByRole("menuitem", { name: "Back office" }).click();
    await ops.getByRole("heading", { name: "Pending withdrawals", level: 2 }).waitFor();
    expect(new URL(ops.url()).pathname).toBe("/en/operator");
    await lowBalance.waitFor({ state: "detached", timeout: 5_000 });

    await player.context().close();
    await ops.context().close();
  });

  it("works on a 375 px phone in the light theme: every tab linkable and kept over a reload", async () => {
    const ops = await loggedIn(OPERATOR.username, OPERATOR.password, 375, 812, "light");
    await open(ops, "/en/operator");
    await ops.getByRole("heading", { name: "Pending withdrawals", level: 2 }).waitFor();
    await ops
      .getByRole("tab", { name: /Withdrawals/ })
      .getByText(/waiting/)
      .waitFor();
    await ops.screenshot({ path: artifact("operator-withdrawals-mobile.png") });

    for (const [tab, heading] of [
      ["documents", "Documents to review"],
      ["reviews", "Risk reviews"],
      ["site", "Site"],
    ] as const) {
      await ops.getByRole("tab", { name: new RegExp(`^${tab}`, "i") }).click();
      await ops.getByRole("heading", { name: heading, level: 2 }).waitFor();
      await expect.poll(() => new URL(ops.url()).searchParams.get("tab")).toBe(tab);
      await ops.reload();
      await ops.waitForSelector("html[data-hydrated=true]");
      await ops.getByRole("heading", { name: heading, level: 2 }).waitFor();
      expect(await ops.getByRole("tab", { selected: true }).textContent()).toMatch(
        new RegExp(`^${tab}`, "i"),
      );
      if (tab === "site") await ops.getByTestId("maintenance-state").waitFor();
      await ops.screenshot({ path: artifact(`operator-${tab}-mobile.png`) });
    }
    expect(await seriousViolations(ops, "main")).toEqual([]);

    // Turning maintenance on asks first; cancelling leaves the site as it was (other journeys share the server).
    const before = await ops.getByTestId("maintenance-state").textContent();
    await ops.getByRole("button", { name: "Turn on maintenance mode" }).click();
    const confirm = ops.getByRole("dialog", { name: "Turn on maintenance mode?" });
    await settled(ops);
    await ops.screenshot({ path: artifact("operator-maintenance-confirm-mobile.png") });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await ops.getByTestId("maintenance-state").textContent()).toBe(before);
    await ops.context().close();
  });

  it("edits a bonus campaign's wagering, which a new player sees at once, and grants it by username", async () => {
    const username = await registerGbPlayer("bonusops");
    const player = await loggedIn(username, TEST_PASSWORD, 1280, 800);
    const ops = await loggedIn(OPERATOR.username, OPERATOR.password, 1280, 800);
    try {
      await open(ops, "/en/operator?tab=bonuses");
      await ops.getByRole("heading", { name: "Bonus campaigns", level: 2 }).waitFor();
      await ops
        .getByRole("tab", { name: /Bonuses/, selected: true })
        .getByText(/\d+ active/)
        .waitFor();
      // Found by its code, never by position; the engine's per-prize campaigns are left out until asked for.
      const row = ops
        .getByTestId("campaign-row")
        .filter({ has: ops.getByText(CAMPAIGN.code, { exact: true }) });
      await row.getByText(`${CAMPAIGN.multiplier}×`).waitFor();
      expect(
        await ops
          .getByTestId("campaign-row")
          .filter({ hasText: /REWARD_/ })
          .count(),
      ).toBe(0);
      expect(await seriousViolations(ops, "main")).toEqual([]);
      await ops.screenshot({ path: artifact("operator-bonuses-desktop.png") });
      await phoneShot(ops, "operator-bonuses-mobile.png");
      // The per-prize campaigns come in by a switch, which the keyboard works too.
      const internal = ops.getByRole("switch", { name: "Show internal campaigns" });
      await internal.focus();
      await ops.keyboard.press("Space");
      await expect.poll(() => internal.getAttribute("aria-checked")).toBe("true");
      await row.waitFor();
      await internal.click();
      await expect.poll(() => internal.getAttribute("aria-checked")).toBe("false");

      // By keyboard: the row's Edit button opens the dialog; a cleared multiplier is refused before sending.
      await row.getByRole("button", { name: `Edit ${CAMPAIGN.code}` }).focus();
      await ops.keyboard.press("Enter");
      const dialog = ops.getByRole("dialog", { name: `Edit ${CAMPAIGN.code}` });
      const multiplier = dialog.getByRole("textbox", { name: "Wagering, times the bonus" });
      expect(await multiplier.inputValue()).toBe(String(CAMPAIGN.multiplier));
      await multiplier.fill("");
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await dialog.getByText("Please fill this in.").waitFor();
      await expect.poll(() => multiplier.evaluate((field) => field === document.activeElement)).toBe(true);
      await multiplier.fill("250");
      await dialog.getByText("Enter a whole number from 0 to 200.").waitFor();
      await multiplier.fill(String(CAMPAIGN.edited));
      // How often a player may claim it: a count from 1 to 100 per day, week or month (none when left empty).
      const claims = dialog.getByRole("textbox", { name: "Claims per player" });
      expect(await claims.inputValue()).toBe("");
      await claims.fill("101");
      await dialog.getByText("Enter a whole number from 1 to 100.").waitFor();
      await claims.fill("2");
      await dialog.getByRole("combobox", { name: "Per" }).selectOption({ label: "Day" });
      // The days it takes claims (Amsterdam time): every one ticked here, so players can still claim it today.
      for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
        await dialog.getByRole("checkbox", { name: day }).check();
      await dialogsSettled(ops);
      expect(await seriousViolations(ops, "[role=dialog]")).toEqual([]);
      await ops.screenshot({ path: artifact("operator-bonus-edit-desktop.png") });
      await ops.setViewportSize({ width: 375, height: 812 });
      await ops.screenshot({ path: artifact("operator-bonus-edit-mobile.png") });
      await ops.setViewportSize({ width: 1280, height: 800 });
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await dialog.waitFor({ state: "detached" });
      await ops.getByText(`${CAMPAIGN.code} saved.`).waitFor();
      // The toast keeps clear of the site's header, the page's titles and the row's buttons.
      await ops.evaluate(() => window.scrollTo(0, 0));
      const toast = ops.locator("[data-sonner-toast]").filter({ hasText: `${CAMPAIGN.code} saved.` });
      for (const title of [
        ops.getByRole("banner"),
        ops.getByRole("heading", { name: "Back office", level: 1 }),
        ops.getByRole("heading", { name: "Bonus campaigns", level: 2 }),
        row.getByRole("button", { name: `Edit ${CAMPAIGN.code}` }),
      ])
        expect(await overlap(toast, title)).toBe(false);
      await ops.screenshot({ path: artifact("operator-bonus-saved-desktop.png") });
      await row.getByText(`${CAMPAIGN.edited}×`).waitFor();
      expect(await campaignOf(ops, CAMPAIGN.code)).toMatchObject({ claimLimit: { count: 2, period: "day" } });
      await row
        .getByTestId("campaign-hours")
        .getByText("Monday, Tuesday, Wednesday, Thursday, Friday, Saturday and Sunday")
        .waitFor();

      // A fresh player's list of claimable bonuses carries the new multiplier.
      const eligible = await player.request.get(`${baseUrl}/api/user/bonus/eligible`);
      expect(eligible.status()).toBe(200);
      const { wagerBonuses } = (await eligible.json()) as {
        wagerBonuses: { code: string; availableNow: boolean; terms: Record<string, unknown> }[];
      };
      expect(wagerBonuses.find((bonus) => bonus.code === CAMPAIGN.code)).toMatchObject({
        availableNow: true,
        terms: { wageringMultiplier: CAMPAIGN.edited, availableDays: [1, 2, 3, 4, 5, 6, 7] },
      });

      // Granted to the player by username: their wallet holds it, to be wagered 30 × 10.
      await row.getByRole("button", { name: `Grant ${CAMPAIGN.code} to a player` }).click();
      const grant = ops.getByRole("dialog", { name: `Grant ${CAMPAIGN.code}` });
      await grant.getByRole("textbox", { name: "Player's username" }).fill("nobody_by_this_name");
      await grant.getByRole("button", { name: "Grant bonus" }).click();
      await grant.getByText("No player has this username.").waitFor();
      await grant.getByRole("textbox", { name: "Player's username" }).fill(username.toUpperCase());
      await dialogsSettled(ops);
      expect(await seriousViolations(ops, "[role=dialog]")).toEqual([]);
      await ops.screenshot({ path: artifact("operator-bonus-grant-desktop.png") });
      await grant.getByRole("button", { name: "Grant bonus" }).click();
      await grant.waitFor({ state: "detached" });
      await ops.getByText(`${CAMPAIGN.code} granted to ${username}.`).waitFor();
      const wallet = await player.request.get(`${baseUrl}/api/user/bonus/wallet`);
      const { bonuses } = (await wallet.json()) as {
        bonuses: { code: string; status: string; progress: { required: number } }[];
      };
      expect(bonuses.find((bonus) => bonus.code === CAMPAIGN.code)).toMatchObject({
        status: "active",
        progress: { required: 10 * CAMPAIGN.edited },
      });

      // The same list in German (formal "Sie", German number and date formats).
      await open(ops, "/de/operator?tab=bonuses");
      await ops.getByRole("heading", { name: "Bonuskampagnen", level: 2 }).waitFor();
      await ops.getByTestId("campaign-row").first().waitFor();
      await ops.screenshot({ path: artifact("operator-bonuses-desktop-de.png") });
    } finally {
      // Other journeys (bonus.e2e.ts) expect the seeded terms.
      await restoreCampaign(ops);
      await player.context().close();
      await ops.context().close();
    }
  });

  it("tells a player without the operator role that the back office is not for them", async () => {
    const page = await loggedIn(PLAYER.username, PLAYER.password, 375, 812);
    await open(page, "/en/operator");
    const notice = page.getByTestId("operator-no-access");
    await notice.getByRole("heading", { name: "For operators only" }).waitFor();
    expect(await page.getByRole("tablist").count()).toBe(0);
    expect(await seriousViolations(page, "main")).toEqual([]);
    await page.screenshot({ path: artifact("operator-no-access-mobile.png") });

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Back office" }).count()).toBe(0);
    await page.context().close();
  });
});
