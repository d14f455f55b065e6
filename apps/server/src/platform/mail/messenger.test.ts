import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { systemClock } from "../clock";
import { outboxStore } from "../outbox";
import { createMessenger } from "./messenger";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ENV: "development" } });
});
afterAll(() => t.close());

describe("messenger without SMTP", () => {
  it("records a localised e-mail with its link in the outbox", async () => {
    const messenger = createMessenger({ db: t.database.db, clock: systemClock });
    await messenger.sendEmail({
      to: "Lena@Example.com",
      template: "password_reset",
      locale: "de",
      vars: {
        name: "Lena <b>",
        link: "https://vela.example/de/resetpassword?key=abc",
        linkLabel: "Neues Passwort",
      },
    });
    const [mail] = await outboxStore.list(t.database.db, { recipient: "lena@example.com" });
    expect(mail?.subject).toBe("Passwort zurücksetzen");
    expect(mail?.text).toContain("https://vela.example/de/resetpassword?key=abc");
    // Player-supplied names are escaped in the HTML part.
    expect(mail?.html).toContain("Lena &lt;b&gt;");
    expect(mail?.html).not.toContain("Lena <b>");
  });

  it("shows the outbox in development", async () => {
    const response = await t.app.inject({ method: "GET", url: "/dev/outbox.json?to=lena@example.com" });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].template).toBe("password_reset");
  });
});

describe("outbox in production", () => {
  it("is not mounted", async () => {
    const prod = await createTestApp({ env: { NODE_ENV: "production" } });
    try {
      const response = await prod.app.inject({ method: "GET", url: "/dev/outbox.json" });
      expect(response.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
