import { ConsentRequirementsResponse, UserConsents } from "@casino/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentRequirements } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/harness";
import { asPlayer, login, RELAXED_LIMITS, register, sessionOf } from "../../test/players";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_LIMITS });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const answer = (sessionId: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/user/consents", headers: asPlayer(sessionId), payload });

describe("GET /api/user/consentRequirements", () => {
  it("shows guests the texts in their locale, none accepted", async () => {
    const response = await get("/api/user/consentRequirements", { "x-locale": "de" });
    expect(response.statusCode).toBe(200);
    const list = ConsentRequirementsResponse.parse(response.json());
    expect(list.map((r) => r.tagCode)).toEqual(["termsandconditions", "emailmarketing", "sms", "3rdparty"]);
    expect(list.every((r) => r.status === "NotAccepted")).toBe(true);
    expect(list.find((r) => r.tagCode === "termsandconditions")).toMatchObject({
      mustAccept: true,
      version: 1,
    });
    const english = ConsentRequirementsResponse.parse((await get("/api/user/consentRequirements")).json());
    expect(list[0]?.description).not.toBe(english[0]?.description);
  });

  it("shows a player which texts they accepted at the current version", async () => {
    const player = await register(t.app);
    const sessionId = await sessionOf(t.app, player.username);
    const list = ConsentRequirementsResponse.parse(
      (await get("/api/user/consentRequirements", asPlayer(sessionId))).json(),
    );
    expect(Object.fromEntries(list.map((r) => [r.tagCode, r.status]))).toEqual({
      termsandconditions: "Accepted",
      emailmarketing: "NotAccepted",
      sms: "Accepted",
      "3rdparty": "NotAccepted",
    });
  });
});

describe("GET/POST /api/user/consents", () => {
  it("reads and changes only the answers sent", async () => {
    const player = await register(t.app);
    const sessionId = await sessionOf(t.app, player.username);
    const before = UserConsents.parse((await get("/api/user/consents", asPlayer(sessionId))).json());
    expect(before).toEqual({ termsandconditions: true, emailmarketing: false, sms: true, "3rdparty": false });
    const changed = await answer(sessionId, { emailmarketing: true, sms: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      termsandconditions: true,
      emailmarketing: true,
      sms: false,
      "3rdparty": false,
    });
    expect((await get("/api/user/consents", asPlayer(sessionId))).json()).toEqual(changed.json());
  });

  it("does not let a player decline the mandatory terms", async () => {
    const player = await register(t.app);
    const sessionId = await sessionOf(t.app, player.username);
    const response = await answer(sessionId, { termsandconditions: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("TERMS_NOT_ACCEPTED");
  });

  it("refuses unknown keys and non-boolean answers", async () => {
    const player = await register(t.app);
    const sessionId = await sessionOf(t.app, player.username);
    expect((await answer(sessionId, { sms: "yes" })).statusCode).toBe(400);
  });

  it("needs a session", async () => {
    expect((await get("/api/user/consents")).statusCode).toBe(401);
    const post = await t.app.inject({ method: "POST", url: "/api/user/consents", payload: { sms: true } });
    expect(post.statusCode).toBe(401);
  });

  it("asks every player again after a new version of the terms", async () => {
    const player = await register(t.app);
    const sessionId = await sessionOf(t.app, player.username);
    await t.database.db
      .update(consentRequirements)
      .set({ version: 2 })
      .where(eq(consentRequirements.tagCode, "termsandconditions"));
    try {
      // The answer given for version 1 no longer counts.
      expect((await get("/api/user/consents", asPlayer(sessionId))).json().termsandconditions).toBe(false);
      const restricted = await login(t.app, player.username);
      expect(restricted.statusCode).toBe(401);
      expect(restricted.json().detail.needsTCAccept).toBe(true);
      const list = ConsentRequirementsResponse.parse(
        (await get("/api/user/consentRequirements", asPlayer(restricted.json().detail.sessionId))).json(),
      );
      expect(list.find((r) => r.tagCode === "termsandconditions")).toMatchObject({
        status: "NotAccepted",
        version: 2,
      });
      await answer(restricted.json().detail.sessionId, { termsandconditions: true });
      expect((await login(t.app, player.username)).statusCode).toBe(200);
    } finally {
      await t.database.db
        .update(consentRequirements)
        .set({ version: 1 })
        .where(eq(consentRequirements.tagCode, "termsandconditions"));
    }
  });
});
