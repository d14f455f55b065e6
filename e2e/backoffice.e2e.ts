import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";
import { tinyPng } from "./support/files";
import { dialogsSettled, open, seriousViolations } from "./support/page";
import { registerPlayer, TEST_PASSWORD } from "./support/players";
import { topUp } from "./support/wallet";

/**
 * The back office per staff role (issue 22's acceptance), each role logged in through the site's own login dialog:
 * an admin grants and revokes a role; payments approves a withdrawal and a money correction above the four-eyes
 * amount that an admin asked for (and may not approve himself); compliance approves a document; content publishes a
 * carousel slide that a guest then sees on the home page; a trader suspends a market (a bet on it is refused),
 * reopens it and results the match. Last, the audit trail shows each of those actions and its hash chain verifies.
 * Every screen used is checked with axe; each role's main screen is photographed at 1280×800 and 375×812
 * (e2e/artifacts/backoffice-*.png). The players, withdrawals and documents come from the public API; other journeys
 * share the server, so rows are found by the player's username or the entry's id, never by position.
 */
const STAFF_PASSWORD = "Vela-demo-2026";
/** Above WITHDRAWAL_AUTO_APPROVE_MAX (500), under the KYC lifetime amount (2000): it waits for payments. */
const WITHDRAWAL = 600;
/** Above ADJUSTMENT_APPROVAL_ABOVE (100): it waits for a second staff member. */
const CORRECTION = 150;
const gbp = (amount: number) =>
  new Intl.NumberFormat("en", { style: "currency", currency: "GBP", minimumFractionDigits: 2 }).format(
    amount,
  );

/** What the journeys did, for the audit journey to find: the action and its target's id. */
const done: { action: string; targetId: string }[] = [];

interface EventView {
  id: string;
  home: string;
  away: string;
  startsAt: string;
  status: string;
  mainMarket: {
    id: string;
    name: string;
    status: string;
    selections: { id: string; odds: number }[];
  } | null;
}

describe.skipIf(!hasBrowser)("the back office per staff role in a real browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /**
   * A context that has answered the cookie banner and already seen the guests' popups, at the given size. With the
   * banner answered, the welcome popup opens 3 s after the page hydrates; on a loaded CI runner that came before the
   * header's "Log in" click and its overlay took the click (content.e2e.ts is where the popups are tested).
   */
  async function newPage(width = 1280, height = 800): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addCookies([{ name: "cookie_consent", value: "f1.m1.a1", url: baseUrl }]);
    await context.addInitScript(() => {
      for (const slug of ["welcome", "ambassador-mara"])
        window.localStorage.setItem(`vela.popup.${slug}`, "1");
    });
    return context.newPage();
  }

  /** Logs a staff member in through the header's "Log in" dialog, as a person would. */
  async function staff(username: string): Promise<Page> {
    const page = await newPage();
    await open(page, "/en");
    await page.getByRole("link", { name: "Log in" }).click();
    const dialog = page.getByRole("dialog", { name: "Welcome back" });
    await dialog.getByLabel("Username or e-mail").fill(username);
    await dialog.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
    await dialog.getByRole("button", { name: "Log in" }).click();
    await dialog.waitFor({ state: "detached" });
    // Looked for in the DOM: a popup may open over the header at once after login.
    await page
      .getByRole("button", { name: "Account menu", includeHidden: true })
      .waitFor({ state: "attached" });
    return page;
  }

  /** A fresh GB player logged in through the API (the player side is not what these journeys test). */
  async function player(prefix: string): Promise<{ username: string; page: Page }> {
    const page = await newPage();
    const username = await registerPlayer(prefix, page.request);
    const login = await page.request.post(`${baseUrl}/api/session/login`, {
      data: { username, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(200);
    return { username, page };
  }

  /** The page's main region is axe clean, photographed at 1280×800 and at 375×812. */
  async function checkAndShoot(page: Page, name: string) {
    expect(await seriousViolations(page, "main")).toEqual([]);
    await page.screenshot({ path: artifact(`backoffice-${name}-desktop.png`) });
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await seriousViolations(page, "main")).toEqual([]);
    await page.screenshot({ path: artifact(`backoffice-${name}-mobile.png`) });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  /** Texts of the elements matching `selector` inside `rows` that wrap onto a second line. */
  async function wrapped(page: Page, testId: string, selector: string): Promise<string[]> {
    return page.getByTestId(testId).evaluateAll(
      (rows, inner) =>
        rows.flatMap((row) =>
          [...row.querySelectorAll(inner)].flatMap((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            return lines.size > 1 ? [element.textContent ?? ""] : [];
          }),
        ),
      selector,
    );
  }

  async function userIdOf(page: Page, username: string): Promise<string> {
    const response = await page.request.get(
      `${baseUrl}/api/admin/players?query=${encodeURIComponent(username)}`,
    );
    expect(response.status()).toBe(200);
    const { items } = (await response.json()) as {
      items: { userId?: string; id?: string; username: string }[];
    };
    const found = items.find((item) => item.username === username);
    const id = found?.userId ?? found?.id;
    if (!id) throw new Error(`no player ${username}`);
    return id;
  }

  it("admin: grants a role to a staff member in the Staff screen and revokes it", async () => {
    const member = await player("staffer");
    const ops = await staff("demo_ops");
    try {
      await open(ops, "/en/operator/staff");
      await ops.getByRole("heading", { name: "Staff roles", level: 2 }).waitFor();
      await ops.getByTestId("staff-row").filter({ hasText: "demo_trader" }).waitFor();
      // The button stands level with the fields beside it.
      const [field, button] = await Promise.all([
        ops.getByRole("textbox", { name: "Username" }).boundingBox(),
        ops.getByRole("button", { name: "Grant role" }).boundingBox(),
      ]);
      expect(
        Math.abs((field?.y ?? 0) + (field?.height ?? 0) - (button?.y ?? 0) - (button?.height ?? 0)),
      ).toBeLessThan(2);
      await ops.getByRole("textbox", { name: "Username" }).fill(member.username);
      await ops.getByRole("combobox", { name: "Role" }).selectOption({ label: "Support" });
      await ops.getByRole("button", { name: "Grant role" }).click();
      const row = ops.getByTestId("staff-row").filter({ hasText: member.username });
      await row.getByText("Support", { exact: true }).waitFor();
      // The new staff member's own session now has the role.
      const roles = await member.page.request.get(`${baseUrl}/api/user/staff`);
      expect(((await roles.json()) as { roles: string[] }).roles).toEqual(["support"]);
      await checkAndShoot(ops, "staff");

      await row.getByRole("button", { name: `Revoke Support from ${member.username}` }).click();
      await row.waitFor({ state: "detached" });
      const after = await member.page.request.get(`${baseUrl}/api/user/staff`);
      expect(((await after.json()) as { roles: string[] }).roles).toEqual([]);
      const userId = await userIdOf(ops, member.username);
      done.push(
        { action: "staff.role.grant", targetId: userId },
        { action: "staff.role.revoke", targetId: userId },
      );
    } finally {
      await ops.context().close();
      await member.page.context().close();
    }
  });

  it("payments: approves a withdrawal and a correction another staff member asked for", async () => {
    const customer = await player("payee");
    await topUp(customer.page, 700);
    const requested = await customer.page.request.post(`${baseUrl}/api/user/cashier/withdrawGm1`, {
      data: { amount: WITHDRAWAL, currency: "GBP" },
      headers: { "idempotency-key": `e2e-backoffice-${crypto.randomUUID()}` },
    });
    expect(requested.status()).toBe(200);
    const { transactionId } = (await requested.json()) as { transactionId: string };

    const payments = await staff("demo_payments");
    const ops = await staff("demo_ops");
    try {
      // The withdrawal, from the desk's queue (payments sees the withdrawals tab only).
      await open(payments, "/en/operator");
      await payments.getByRole("heading", { name: "Pending withdrawals", level: 2 }).waitFor();
      const withdrawal = payments.getByTestId("withdrawal-row").filter({ hasText: customer.username });
      await withdrawal.getByText(gbp(WITHDRAWAL)).waitFor();
      await checkAndShoot(payments, "payments-withdrawals");
      await withdrawal
        .getByRole("button", { name: `Approve ${gbp(WITHDRAWAL)} for ${customer.username}` })
        .click();
      const approve = payments.getByRole("dialog", { name: "Approve this withdrawal?" });
      await dialogsSettled(payments);
      expect(await seriousViolations(payments, "[role=dialog]")).toEqual([]);
      await approve.getByRole("button", { name: "Approve", exact: true }).click();
      await approve.waitFor({ state: "detached" });
      await withdrawal.waitFor({ state: "detached" });
      await payments
        .getByText(`Withdrawal of ${gbp(WITHDRAWAL)} for ${customer.username} approved.`)
        .waitFor();
      done.push({ action: "withdrawal.approve", targetId: transactionId });

      // An admin asks for a correction above the approval amount on the player's page.
      const userId = await userIdOf(ops, customer.username);
      await open(ops, "/en/operator/players");
      await ops
        .getByRole("searchbox", { name: "Username, e-mail, phone or user id" })
        .or(ops.getByRole("textbox", { name: "Username, e-mail, phone or user id" }))
        .fill(customer.username);
      await ops.getByRole("button", { name: "Find" }).click();
      await ops.getByRole("link", { name: customer.username, exact: true }).click();
      await ops.waitForURL(`${baseUrl}/en/operator/players/${userId}`);
      const amount = ops.getByRole("textbox", { name: "Amount" });
      await amount.fill(String(CORRECTION));
      await ops.getByRole("textbox", { name: "Reason" }).fill("Goodwill for a delayed payout");
      expect(await seriousViolations(ops, "main")).toEqual([]);
      await ops.getByRole("button", { name: "Book correction" }).click();
      await ops.getByText("Above the approval amount: it waits for a second staff member.").waitFor();
      await ops.getByTestId("player-adjustments").getByText("waiting for approval").waitFor();

      // The one who asked may not decide it: the queue says so instead of offering buttons, and the server
      // refuses a direct call (403 FOUR_EYES) and books nothing.
      await open(ops, "/en/operator/adjustments");
      const own = ops.getByTestId("adjustment-row").filter({ hasText: customer.username });
      await own
        .getByTestId("own-item")
        .getByText("You asked for this one: another staff member approves or rejects it.")
        .waitFor();
      expect(await own.getByRole("button").count()).toBe(0);
      expect(await seriousViolations(ops, "main")).toEqual([]);
      await ops.screenshot({ path: artifact("backoffice-adjustment-own-desktop.png") });
      const pending = await ops.request.get(`${baseUrl}/api/admin/adjustments`);
      const adjustment = ((await pending.json()) as { items: { id: string; username: string }[] }).items.find(
        (item) => item.username === customer.username,
      );
      const self = await ops.request.post(`${baseUrl}/api/admin/adjustments/${adjustment?.id}/approve`);
      expect(self.status()).toBe(403);
      expect(((await self.json()) as { code: string }).code).toBe("FOUR_EYES");

      // Payments, a second person, approves it; the player's balance has it.
      await open(payments, "/en/operator/adjustments");
      await payments.getByRole("heading", { name: "Money corrections to approve", level: 2 }).waitFor();
      const row = payments.getByTestId("adjustment-row").filter({ hasText: customer.username });
      await row.getByText("demo_ops").waitFor();
      // The player's username and the amount read on one line at 1280 px (the console's navigation is above the
      // queue, not beside it, until the screen is wide enough for both).
      expect(await wrapped(payments, "adjustment-row", ".font-bold, .font-extrabold")).toEqual([]);
      await checkAndShoot(payments, "payments-adjustments");
      await row.getByRole("button", { name: `Approve ${gbp(CORRECTION)} for ${customer.username}` }).click();
      const second = payments.getByRole("dialog", { name: "Approve this correction?" });
      await second.getByRole("button", { name: "Approve", exact: true }).click();
      await second.waitFor({ state: "detached" });
      await row.waitFor({ state: "detached" });
      await payments
        .getByText(`Correction of ${gbp(CORRECTION)} for ${customer.username} applied.`)
        .waitFor();
      const balance = await customer.page.request.get(`${baseUrl}/api/user/balance`);
      expect(((await balance.json()) as { total: number }).total).toBe(700 - WITHDRAWAL + CORRECTION);
      done.push(
        { action: "adjustment.request", targetId: userId },
        { action: "adjustment.approve", targetId: userId },
      );
    } finally {
      await payments.context().close();
      await ops.context().close();
      await customer.page.context().close();
    }
  });

  it("compliance: approves a player's identity document", async () => {
    const customer = await player("kyc");
    const upload = await customer.page.request.post(`${baseUrl}/api/user/documents`, {
      multipart: {
        type: "identity",
        file: { name: "passport.png", mimeType: "image/png", buffer: tinyPng() },
      },
    });
    expect(upload.status()).toBe(201);
    const documentId = ((await upload.json()) as { id: string }).id;

    const compliance = await staff("demo_compliance");
    try {
      await open(compliance, "/en/operator");
      // Documents are compliance's first tab: the desk opens on it.
      await compliance.getByRole("tab", { name: /Documents/, selected: true }).waitFor();
      const row = compliance.getByTestId("document-row").filter({ hasText: customer.username });
      await row.getByText("Proof of identity", { exact: true }).waitFor();
      await checkAndShoot(compliance, "compliance-documents");
      await row.getByRole("button", { name: /^Approve/ }).click();
      const dialog = compliance.getByRole("dialog", { name: /Approve/ });
      await dialogsSettled(compliance);
      expect(await seriousViolations(compliance, "[role=dialog]")).toEqual([]);
      await dialog.getByRole("button", { name: "Approve", exact: true }).click();
      await dialog.waitFor({ state: "detached" });
      await row.waitFor({ state: "detached" });
      const documents = await customer.page.request.get(`${baseUrl}/api/user/documents`);
      const mine = ((await documents.json()) as { documents: { id: string; status: string }[] }).documents;
      expect(mine.find((item) => item.id === documentId)?.status).toBe("approved");
      done.push({ action: "document.approve", targetId: documentId });
    } finally {
      await compliance.context().close();
      await customer.page.context().close();
    }
  });

  it("content: publishes a home carousel slide that a guest then sees on /en", async () => {
    const slug = `e2e-${Date.now().toString(36)}`;
    const title = `Autumn cup ${slug}`;
    const content = await staff("demo_content");
    const guest = await newPage();
    let entryId: string | undefined;
    try {
      await open(content, "/en/operator/content");
      await content.getByRole("heading", { name: "Content", level: 2 }).waitFor();
      await content.getByRole("heading", { name: "Home carousel slides", level: 2 }).waitFor();
      // The languages by their names, not their URL codes.
      const language = content.getByRole("combobox", { name: "Language" });
      expect(await language.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe(
        "English",
      );
      await content.getByRole("textbox", { name: "Slug (a-z, 0-9, -)" }).fill(slug);
      await content.getByRole("textbox", { name: "Title", exact: true }).fill(title);
      await content.getByRole("textbox", { name: "Subtitle" }).fill("Bet on the cup final. 18+.");
      await content.getByRole("textbox", { name: "Image path or URL" }).fill("/brand/art-welcome.svg");
      // Guests only: the logged-in players of other journeys keep the seeded carousel.
      await content.getByRole("combobox", { name: "Who sees it" }).selectOption({ label: "Guests" });
      await content.getByRole("button", { name: "Save draft" }).click();
      await content.getByText("Saved as a draft.").waitFor();
      const entry = content.getByRole("article").filter({ hasText: slug });
      await entry.getByText("Draft", { exact: true }).waitFor();
      const listed = await content.request.get(`${baseUrl}/api/admin/content?type=banner&locale=en`);
      entryId = ((await listed.json()) as { items: { id: string; slug: string }[] }).items.find(
        (item) => item.slug === slug,
      )?.id;
      expect(entryId).toBeDefined();
      await checkAndShoot(content, "content");

      // Not on the site before it is published.
      await open(guest, "/en");
      const carousel = guest.locator('[aria-roledescription="carousel"]');
      await carousel.waitFor({ state: "attached" });
      expect(await carousel.getByText(title).count()).toBe(0);

      await entry.getByRole("button", { name: "Publish now" }).click();
      await entry.getByText("Live", { exact: true }).waitFor();
      done.push({ action: "content.publish", targetId: entryId! });

      await open(guest, "/en");
      await guest
        .locator('[aria-roledescription="carousel"]')
        .getByText(title)
        .waitFor({ state: "attached" });
      await guest.screenshot({ path: artifact("backoffice-content-guest-home-desktop.png") });

      await entry.getByRole("button", { name: "Unpublish" }).click();
      await entry
        .getByText("Draft", { exact: true })
        .or(entry.getByText("Expired", { exact: true }))
        .waitFor();
    } finally {
      // Other journeys (content.e2e.ts) expect the seeded carousel.
      if (entryId) await content.request.post(`${baseUrl}/api/admin/content/${entryId}/unpublish`);
      await content.context().close();
      await guest.context().close();
    }
  });

  it("trader: suspends a market so a bet on it is refused, reopens it and results the match", async () => {
    // A football match of a day to come (its prices hold still), with an open main market.
    const listed = await fetch(`${baseUrl}/api/sportsbook/events?status=upcoming&sport=football&limit=200`);
    const events = ((await listed.json()) as { events: EventView[] }).events.filter(
      (event) =>
        Date.parse(event.startsAt) > Date.now() + 7 * 3_600_000 &&
        event.mainMarket?.status === "open" &&
        event.mainMarket.selections.length === 3,
    );
    // The earliest of them: far up the trading board, so its panel opens well below it on a phone.
    const match = events.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0];
    if (!match?.mainMarket) throw new Error("no football match to come with an open main market");
    const market = match.mainMarket;
    const pick = market.selections[0]!;
    const bettor = await player("punter");
    await topUp(bettor.page, 20);
    const bet = () =>
      bettor.page.request.post(`${baseUrl}/api/sportsbook/bets`, {
        data: {
          selections: [{ selectionId: pick.id, odds: pick.odds }],
          stakes: { singles: { [pick.id]: 5 } },
          acceptOddsChanges: "any",
        },
        headers: { "idempotency-key": `e2e-backoffice-${crypto.randomUUID()}` },
      });

    const trader = await staff("demo_trader");
    try {
      await open(trader, "/en/operator/trading");
      await trader.getByRole("heading", { name: "Trading", level: 2 }).waitFor();
      const name = `${match.home} – ${match.away}`;
      // On a phone the board is one column: picking a match far down the list brings its panel into view.
      await trader.setViewportSize({ width: 375, height: 812 });
      // By its id: the feed may list the same pairing twice (another day, or already live).
      await trader.locator(`button[data-event-id="${match.id}"]`).click();
      const panel = trader.getByRole("region", { name });
      const heading = panel.getByRole("heading", { name, level: 2 });
      await heading.waitFor();
      await expect
        .poll(async () => {
          const box = await heading.boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= 812;
        })
        .toBe(true);
      await trader.setViewportSize({ width: 1280, height: 800 });
      // Back to the top of the board: on a wide screen the panel sits beside the list, in view.
      await trader.evaluate(() => window.scrollTo(0, 0));
      // Markets and outcomes by the names players read ("Match result", the teams), not internal keys.
      const suspend = panel.getByRole("button", { name: `Suspend ${market.name}` });
      await suspend.waitFor();
      await panel.getByRole("cell", { name: match.home, exact: true }).first().waitFor();
      await checkAndShoot(trader, "trading");
      await suspend.click();
      await panel.getByRole("button", { name: `Reopen ${market.name}` }).waitFor();
      done.push({ action: "market.suspend", targetId: market.id });

      const refused = await bet();
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { code: string }).code).toBe("MARKET_SUSPENDED");

      await panel.getByRole("button", { name: `Reopen ${market.name}` }).click();
      await suspend.waitFor();
      done.push({ action: "market.reopen", targetId: market.id });
      const placed = await bet();
      expect(placed.status()).toBe(200);

      // The match starts now (test seam) and the trader enters its result; the bet is settled.
      const moved = await fetch(`${baseUrl}/api/test/sportsbook/events/${match.id}/kick-off`, {
        method: "POST",
      });
      expect(moved.status).toBe(200);
      await panel.getByRole("heading", { name: "Enter the result" }).waitFor();
      // Abandoning voids every bet: it asks first, and Cancel leaves the match to be resulted.
      await panel.getByRole("button", { name: "Abandon" }).click();
      const abandon = trader.getByRole("dialog", { name: "Abandon this match?" });
      await abandon.getByText(`Every bet on ${name} is void`, { exact: false }).waitFor();
      await dialogsSettled(trader);
      expect(await seriousViolations(trader, "[role=dialog]")).toEqual([]);
      await trader.screenshot({ path: artifact("backoffice-trading-abandon-desktop.png") });
      await abandon.getByRole("button", { name: "Cancel" }).click();
      await abandon.waitFor({ state: "detached" });
      await panel.getByRole("textbox", { name: match.home }).fill("2");
      await panel.getByRole("textbox", { name: match.away }).fill("1");
      expect(await seriousViolations(trader, "main")).toEqual([]);
      await panel.getByRole("button", { name: "Save result" }).click();
      await panel.getByText("Saved: the bets are being settled.").waitFor();
      done.push({ action: "sports_event.result", targetId: match.id });
      await expect
        .poll(
          async () => {
            const history = await bettor.page.request.get(
              `${baseUrl}/api/user/bettingHistory?status=settled`,
            );
            return ((await history.json()) as { bets: unknown[] }).bets.length;
          },
          { timeout: 60_000, interval: 500 },
        )
        .toBe(1);
    } finally {
      await trader.context().close();
      await bettor.page.context().close();
    }
  });

  it("the audit trail shows every one of those actions and its chain verifies", async () => {
    const ops = await staff("demo_compliance");
    try {
      if (done.length === 0) {
        // Run alone: one audited action of its own, through the API.
        const admin = await staff("demo_ops");
        const member = await player("audited");
        const userId = await userIdOf(admin, member.username);
        expect((await admin.request.put(`${baseUrl}/api/admin/staff/${userId}/roles/content`)).status()).toBe(
          200,
        );
        done.push({ action: "staff.role.grant", targetId: userId });
        await admin.context().close();
        await member.page.context().close();
      }
      await open(ops, "/en/operator/audit");
      await ops.getByRole("heading", { name: "Audit trail", level: 2 }).waitFor();
      for (const { action, targetId } of done) {
        await ops.getByRole("textbox", { name: "Action" }).fill(action);
        await ops.getByRole("textbox", { name: "Target" }).fill(targetId);
        await ops.getByRole("button", { name: "Filter" }).click();
        await ops
          .getByTestId("audit-row")
          .filter({ hasText: targetId })
          .getByText(action, { exact: true })
          .first()
          .waitFor();
      }
      await ops.getByRole("button", { name: "Clear" }).click();
      await ops.getByTestId("audit-row").first().waitFor();
      // At 1280 px beside the site's sidebar, usernames and actions read on one line, never broken mid-word.
      expect(await wrapped(ops, "audit-row", "code, .font-bold")).toEqual([]);
      await ops.getByRole("button", { name: "Verify the chain" }).click();
      await ops
        .getByTestId("audit-verify")
        .getByText(/^Chain intact: \d+ entr(y|ies) checked\.$/)
        .waitFor();
      await checkAndShoot(ops, "audit");
    } finally {
      await ops.context().close();
    }
  });
});
