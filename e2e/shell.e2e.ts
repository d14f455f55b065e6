import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifact, baseUrl, hasBrowser, launchBrowser } from "./support/browser";

describe.skipIf(!hasBrowser)("app shell in a real browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("redirects / to the visitor's locale", async () => {
    const plain = await fetch(`${baseUrl}/`, { redirect: "manual" });
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe("/en");
    const german = await fetch(`${baseUrl}/`, {
      redirect: "manual",
      headers: { "accept-language": "de-DE,de;q=0.9" },
    });
    expect(german.headers.get("location")).toBe("/de");

    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    expect(new URL(page.url()).pathname).toBe("/en");
    await page.close();
  });

  it("renders /en/casino on the server and then hydrates", async () => {
    const html = await (await fetch(`${baseUrl}/en/casino`)).text();
    expect(html).toContain("<title>Casino · Vela</title>");
    expect(html).toMatch(/<html lang="en"/);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(`${baseUrl}/en/casino`);
    expect(await noJs.title()).toBe("Casino · Vela");
    expect(await noJs.locator("h1").textContent()).toBe("Casino");
    await context.close();

    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`${baseUrl}/en/casino`);
    await page.waitForSelector("html[data-hydrated=true]");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("switches to Deutsch and keeps the path", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // A public page: players-only pages (/profile/...) open the login dialog for guests.
    await page.goto(`${baseUrl}/en/sports/sporturi-live`);
    await page.waitForSelector("html[data-hydrated=true]");
    await page
      .locator("footer")
      .getByRole("link", { name: /Deutsch/ })
      .click();
    await page.waitForURL(`${baseUrl}/de/sports/sporturi-live`);
    expect(await page.getAttribute("html", "lang")).toBe("de");
    expect(await page.locator("h1").textContent()).toBe("Live-Wetten");
    await page.close();
  });

  it("shows a 404 page for an unknown locale and an unknown page", async () => {
    expect((await fetch(`${baseUrl}/xx/casino`)).status).toBe(404);
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}/de/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("Diese Seite gibt es nicht");
    await page.close();
  });

  it("has no serious or critical accessibility violation on /en/casino", async () => {
    for (const theme of ["dark", "light"]) {
      const context = await browser.newContext();
      await context.addCookies([{ name: "theme", value: theme, url: baseUrl }]);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/en/casino`);
      await page.waitForSelector("html[data-hydrated=true]");
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
      expect(serious, theme).toEqual([]);
      await context.close();
    }
  });

  it("takes a screenshot of the casino page in every locale, on desktop and mobile", async () => {
    for (const locale of ["en", "de", "en-ca"]) {
      for (const [device, viewport] of [
        ["desktop", { width: 1440, height: 900 }],
        ["mobile", { width: 375, height: 812 }],
      ] as const) {
        const page = await browser.newPage({ viewport });
        await page.goto(`${baseUrl}/${locale}/casino`);
        await page.waitForSelector("html[data-hydrated=true]");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${locale} ${device}: page wider than the screen`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: artifact(`casino-${locale}-${device}.png`), fullPage: true });
        await page.close();
      }
    }
  });
});
