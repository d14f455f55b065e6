import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";
import { tinyPng } from "./support/files";
import { seriousViolations } from "./support/page";
import { registerPlayer, TEST_PASSWORD } from "./support/players";

/**
 * Compliance (issue 11) against the real server: the AML questionnaire from the footer link, KYC uploads on
 * /profile/documents (with the profile menu's "documents needed" dot), and an affiliate link that brings a player.
 */
const unique = () => `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 4)}`;

const tinyPdf = () =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n" +
      "trailer<</Root 1 0 R>>\n%%EOF\n",
  );

describe.skipIf(!hasBrowser)("compliance in a real browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function playerPage(username: string, path: string, width = 1440, height = 900): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl}/api/session/login`, {
      data: { username, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(200);
    await page.goto(`${baseUrl}${path}`);
    await page.waitForSelector("html[data-hydrated=true]");
    return page;
  }

  it("answers the questionnaire from the footer link, each answer saved, then submitted", async () => {
    const username = await registerPlayer("aml");
    const page = await playerPage(username, "/en/casino");
    await page.getByRole("contentinfo").getByRole("button", { name: "Player questionnaire" }).click();
    const dialog = page.getByRole("dialog", { name: "Player questionnaire" });
    await dialog.getByText("0 of 5 answered").waitFor();
    expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
    await page.screenshot({ path: artifact("questionnaire-open.png") });

    const groups = dialog.getByRole("radiogroup");
    expect(await groups.count()).toBe(5);
    for (let index = 0; index < 4; index++) {
      const group = groups.nth(index);
      // The visible choice is the radio's label (the input itself is visually hidden).
      await group.locator("label").first().click();
      expect(await group.getByRole("radio").first().isChecked()).toBe(true);
      await group.getByText("Saved").waitFor();
    }
    await dialog.getByText("4 of 5 answered").waitFor();
    await page.screenshot({ path: artifact("questionnaire-answering.png") });
    await groups.nth(4).locator("label", { hasText: "Under 1,000" }).click();
    await dialog.getByText("Thank you, your answers have been submitted.").waitFor();
    await page.screenshot({ path: artifact("questionnaire-submitted.png") });
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await dialog.waitFor({ state: "detached" });

    // Opening it again starts a new evaluation (docs/product/compliance.md#questionnaire), with nothing answered.
    await page.getByRole("contentinfo").getByRole("button", { name: "Player questionnaire" }).click();
    await page.getByRole("dialog", { name: "Player questionnaire" }).getByText("0 of 5 answered").waitFor();
    await page.context().close();
  });

  it("uploads identity and address documents; a renamed executable is refused; the menu dot goes away", async () => {
    const username = await registerPlayer("kyc");
    const page = await playerPage(username, "/en/profile/documents", 1280, 900);
    await page.getByRole("heading", { name: "My documents", level: 1 }).waitFor();
    await page.getByText("We still need: Proof of identity, Proof of address.").waitFor();

    await page.getByRole("button", { name: "Account menu" }).click();
    await page
      .getByRole("menuitem", { name: /My documents/ })
      .getByTestId("documents-needed-dot")
      .waitFor();
    await page.keyboard.press("Escape");

    const fileInput = page.locator("input[type=file]");
    // An executable named like a PDF: the server reads its first bytes and refuses it.
    await fileInput.setInputFiles({
      name: "passport.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512)]),
    });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await page.getByText("Upload a PDF or an image (PNG, JPEG or WebP).").waitFor();

    await fileInput.setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: tinyPng() });
    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/api/user/documents"),
    );
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    expect((await sent).headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const list = page.getByTestId("document-list");
    await list.getByText("Proof of identity").waitFor();
    await list.getByText("Under review").waitFor();

    await page.getByTestId("document-type").getByText("Proof of address").click();
    await fileInput.setInputFiles({ name: "bill.pdf", mimeType: "application/pdf", buffer: tinyPdf() });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await list.getByText("Proof of address").waitFor();
    await expect.poll(() => page.getByText("We still need:").count(), { timeout: 10_000 }).toBe(0);
    expect(await seriousViolations(page, "main")).toEqual([]);
    await page.screenshot({ path: artifact("documents-page.png"), fullPage: true });

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: /My documents/ }).waitFor();
    expect(await page.getByTestId("documents-needed-dot").count()).toBe(0);
    await page.keyboard.press("Escape");

    // Over the limit (the page refuses it before sending; a script need not): the browser gets the server's 413
    // answer, not a connection reset, while the upload is still arriving.
    const tooLarge = await page.evaluate(async () => {
      const form = new FormData();
      form.append("type", "identity");
      form.append(
        "file",
        new File([new Uint8Array(11 * 1024 * 1024)], "huge.pdf", { type: "application/pdf" }),
      );
      const response = await fetch("/api/user/documents", { method: "POST", body: form });
      return { status: response.status, body: (await response.json()) as { code: string } };
    });
    expect(tooLarge).toMatchObject({ status: 413, body: { code: "PAYLOAD_TOO_LARGE" } });

    // The stored file comes back to its owner as it was sent.
    const id = await page.evaluate(async () => {
      const response = await fetch("/api/user/documents");
      const body = (await response.json()) as { documents: { id: string; fileName: string }[] };
      return body.documents.find((document) => document.fileName === "passport.png")?.id;
    });
    const file = await page.request.get(`${baseUrl}/api/user/documents/${id}/file`);
    expect(file.headers()["content-type"]).toBe("image/png");
    expect(Buffer.from(await file.body()).equals(tinyPng())).toBe(true);
    await page.context().close();
  });

  it("brings a player through an affiliate link and counts them on the affiliate page", async () => {
    const affiliate = await registerPlayer("aff");
    const page = await playerPage(affiliate, "/en/profile/affiliate");
    await page.getByRole("heading", { name: "Affiliate programme", level: 1 }).waitFor();
    const code = `e2e-${unique()}`;
    await page.getByLabel("Campaign name").fill("Spring newsletter");
    await page.getByLabel("Code (optional)").fill(code);
    await page.getByRole("button", { name: "Create campaign" }).click();
    const campaigns = page.getByTestId("campaign-list");
    await campaigns.getByText(`/en?btag=${code}`).waitFor();
    await page.screenshot({ path: artifact("affiliate-page.png"), fullPage: true });

    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto(`${baseUrl}/en?btag=${code}`);
    await guest.waitForSelector("html[data-hydrated=true]");
    await expect
      .poll(async () => (await guestContext.cookies()).find((cookie) => cookie.name === "aff")?.value, {
        timeout: 10_000,
      })
      .toBe(code);
    // The marker leaves the address through a navigation, which waits for the page's loaders: slow on a busy runner.
    await expect.poll(() => new URL(guest.url()).searchParams.has("btag"), { timeout: 30_000 }).toBe(false);
    await registerPlayer("ref", guest.request);
    await guestContext.close();

    await page.reload();
    await page.waitForSelector("html[data-hydrated=true]");
    await campaigns.getByText("1 player").waitFor();
    await page.getByTestId("affiliate-figures").getByText("Referred players").waitFor();
    await page.context().close();
  });
});
