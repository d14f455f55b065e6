import { SupportContactResponse } from "@casino/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { messagesTo, RELAXED_LIMITS, register, sessionOf } from "../../test/players";
import { supportTickets } from "./support.tables";

const SUPPORT = "help@operator.example";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { ...RELAXED_LIMITS, JOBS_POLL_MS: "0", SUPPORT_EMAIL: SUPPORT, SUPPORT_IP_LIMIT_PER_HOUR: "6" },
  });
});
afterAll(() => t.close());

/** Each call comes from its own address unless told otherwise, so the per-IP limit is tested on its own. */
let address = 0;
const contact = (payload: object, headers: Record<string, string> = {}, ip = `10.0.0.${++address}`) =>
  t.app.inject({ method: "POST", url: "/api/support/contact", payload, headers, remoteAddress: ip });

const valid = {
  name: "Jamie Rivers",
  email: "Jamie.Rivers@Example.com",
  subject: "Withdrawal question",
  message: "Hello,\nmy withdrawal has been pending for two days. Can you check it?",
};

describe("POST /api/support/contact", () => {
  it("mails the support team with a reply-to the sender, and confirms to the sender in their language", async () => {
    const response = await contact(valid, { "x-locale": "de" });
    expect(response.statusCode, response.body).toBe(200);
    const { reference } = SupportContactResponse.parse(response.json());
    expect(reference).toMatch(/^VS-[2-9A-HJKMNP-Z]{6}$/);

    const [toTeam] = await messagesTo(t.database, SUPPORT);
    expect(toTeam?.template).toBe("support_request");
    expect(toTeam?.subject).toBe(`[${reference}] Withdrawal question`);
    expect(toTeam?.text).toContain("From: Jamie Rivers <jamie.rivers@example.com>");
    expect(toTeam?.text).toContain("Player account: guest");
    expect(toTeam?.text).toContain("my withdrawal has been pending for two days");

    const [confirmation] = await messagesTo(t.database, "jamie.rivers@example.com");
    expect(confirmation?.template).toBe("support_confirmation");
    expect(confirmation?.locale).toBe("de");
    expect(confirmation?.subject).toBe(`Wir haben Ihre Nachricht erhalten (${reference})`);
    // The confirmation repeats none of the sender's text but the name: no relay for arbitrary content.
    expect(confirmation?.text).not.toContain("withdrawal");
    // The ticket is stored as well as mailed.
    const [ticket] = await t.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.reference, reference));
    expect(ticket).toMatchObject({
      channel: "email",
      email: "jamie.rivers@example.com",
      subject: "Withdrawal question",
    });
  });

  it("names the logged-in player's account to the team", async () => {
    const player = await register(t.app);
    const session = await sessionOf(t.app, player.username);
    const response = await contact({ ...valid, email: player.email }, { "x-session-id": session });
    expect(response.statusCode, response.body).toBe(200);
    const [toTeam] = await messagesTo(t.database, SUPPORT);
    expect(toTeam?.text).toContain(`Player account: ${player.username} (`);
  });

  it("escapes markup the sender typed, in the HTML part", async () => {
    const response = await contact({
      ...valid,
      name: '<img src=x onerror="alert(1)">',
      subject: "<script>alert(1)</script>",
      message: 'Please see <a href="https://evil.example">this</a> {{link}}',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [toTeam] = await messagesTo(t.database, SUPPORT);
    expect(toTeam?.html).not.toMatch(/<script|<img|<a href="https:\/\/evil/);
    expect(toTeam?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    // Placeholders typed by the sender stay text; they are never filled in.
    expect(toTeam?.text).toContain("{{link}}");
    const [confirmation] = await messagesTo(t.database, "jamie.rivers@example.com");
    expect(confirmation?.html).toContain("&lt;img src=x");
    expect(confirmation?.html).not.toContain("<img");
  });

  it("refuses bad input with 400 and sends nothing", async () => {
    const before = (await messagesTo(t.database, SUPPORT)).length;
    const cases: object[] = [
      {},
      { ...valid, email: "not-an-address" },
      { ...valid, name: "   " },
      { ...valid, subject: "Hello\r\nBcc: victim@example.com" },
      { ...valid, name: "a".repeat(81) },
      { ...valid, message: "too short" },
      { ...valid, message: "x".repeat(4001) },
      { ...valid, message: "bell \u0007 character in here" },
    ];
    for (const payload of cases) {
      const response = await contact(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
    expect(await messagesTo(t.database, SUPPORT)).toHaveLength(before);
  });

  it("allows a few messages per hour from one address, then answers 429 with Retry-After", async () => {
    const ip = "192.0.2.7";
    for (let i = 0; i < 6; i++) expect((await contact(valid, {}, ip)).statusCode).toBe(200);
    const limited = await contact(valid, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await contact(valid, {}, "192.0.2.8")).statusCode).toBe(200);
  });
});
