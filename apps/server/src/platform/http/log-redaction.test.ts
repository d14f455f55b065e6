import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { redactUrl } from "./log-redaction";

// Logs are read by more people and kept longer than the database: a log line never carries a secret, a session id,
// a password, a reset key, a chat access token or a card number. The app runs at the most verbose level here and
// every line it writes is searched for them.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: "trace" }, logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

describe("log lines", () => {
  it("carry no session id, password, key, token, card number or configured secret", async () => {
    const p = await fundedPlayer(t.app, 1_000n);
    const session = p.headers["x-session-id"]!;
    await call(t.app, "GET", "/api/loyalty/profile", p.headers);
    await t.app.inject({ method: "GET", url: "/api/loyalty/profile", headers: { cookie: `sid=${session}` } });
    const password = "Correct-Horse-Battery-9";
    await call(t.app, "POST", "/api/session/login", {}, { login: "nobody-here", password });
    const resetKey = "reset-key-0f9e8d7c6b5a4f3e2d1c";
    await t.app.inject({ method: "GET", url: `/api/user/password/resetKey?key=${resetKey}&x=1` });
    const chatToken = "chat-token-a1b2c3d4e5f6a7b8c9d0";
    await t.app.inject({ method: "GET", url: `/api/support/chat/stream?accessToken=${chatToken}` });
    const card = "4111111111111111";
    await t.app.inject({
      method: "POST",
      url: `/psp-sandbox/checkout/${crypto.randomUUID()}`,
      payload: `number=${card}&expiry=12%2F30&cvc=123&action=pay`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });

    const log = lines.join("");
    // The requests were logged (so the search below means something), with their secret parameters named.
    expect(log).toContain("/api/user/password/resetKey?key=[redacted]&x=1");
    expect(log).toContain("/api/support/chat/stream?accessToken=[redacted]");
    const { config } = t.app.services;
    for (const secret of [
      session,
      password,
      resetKey,
      chatToken,
      card,
      config.PSP_WEBHOOK_SECRET,
      config.SPORTS_SESSION_SECRET,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe("redactUrl", () => {
  it("keeps the path and harmless parameters, and hides secret ones however they are spelt", () => {
    expect(redactUrl("/api/games?page=2")).toBe("/api/games?page=2");
    expect(redactUrl("/a?Key=x&b=2&access%54oken=y")).toBe("/a?Key=[redacted]&b=2&access%54oken=[redacted]");
    expect(redactUrl("/a?%zz=1")).toBe("/a?%zz=1");
  });
});
