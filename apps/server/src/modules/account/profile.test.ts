import {
  CountriesResponse,
  CurrenciesResponse,
  MESSAGES,
  PhoneCodesResponse,
  Profile,
  ProfileUpdateResponse,
  RolesResponse,
  StatesResponse,
} from "@casino/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { ManualClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  asPlayer,
  keyIn,
  lastMessage,
  PASSWORD,
  RELAXED_LIMITS,
  register,
  sessionOf,
} from "../../test/players";

const clock = new ManualClock(new Date("2026-05-01T08:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { ...RELAXED_LIMITS, PUBLIC_URL: "https://vela.example/some/path" },
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const update = (sessionId: string, payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/user/profile-update", headers: asPlayer(sessionId), payload });
async function newSession() {
  const player = await register(t.app, { country: "CA", locale: "en-ca" });
  return { player, sessionId: await sessionOf(t.app, player.username) };
}

describe("GET /api/user/profile", () => {
  it("returns the player's own profile", async () => {
    const { player, sessionId } = await newSession();
    const response = await get("/api/user/profile", asPlayer(sessionId));
    expect(response.statusCode).toBe(200);
    expect(Profile.parse(response.json())).toMatchObject({
      username: player.username,
      email: player.email,
      isEmailVerified: false,
      title: "Mr.",
      country: "CA",
      currency: "CAD",
      locale: "en-ca",
      theme: "Dark",
      phoneNumber: null,
      createdAt: "2026-05-01T08:00:00.000Z",
    });
  });

  it("needs a session", async () => {
    expect((await get("/api/user/profile")).statusCode).toBe(401);
    expect((await get("/api/user/roles")).statusCode).toBe(401);
  });
});

describe("PUT /api/user/profile-update", () => {
  it("changes only the fields sent", async () => {
    const { sessionId } = await newSession();
    const response = await update(sessionId, {
      firstName: "Mia",
      city: "Toronto",
      state: "ON",
      theme: "Light",
    });
    expect(response.statusCode).toBe(200);
    const body = ProfileUpdateResponse.parse(response.json());
    expect(body.message).toBe(MESSAGES.profileUpdated);
    expect(body.profile).toMatchObject({
      firstName: "Mia",
      city: "Toronto",
      state: "ON",
      theme: "Light",
      lastName: "",
    });
    const me = await get("/api/session/authenticate", asPlayer(sessionId));
    expect(me.json()).toMatchObject({ firstName: "Mia", theme: "Light" });
  });

  it("refuses a state of another country and malformed fields", async () => {
    const { sessionId } = await newSession();
    expect((await update(sessionId, { state: "BY" })).statusCode).toBe(400);
    expect((await update(sessionId, { phoneNumber: "abc" })).statusCode).toBe(400);
    expect((await update(sessionId, { theme: "Pink" })).statusCode).toBe(400);
  });

  it("needs the password to change the e-mail", async () => {
    const { sessionId } = await newSession();
    const missing = await update(sessionId, { email: "moved@example.com" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe("PASSWORD_REQUIRED");
    const wrong = await update(sessionId, { email: "moved@example.com", password: "Not-It-123" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("WRONG_PASSWORD");
  });

  it("refuses an e-mail another player has", async () => {
    const { sessionId } = await newSession();
    const other = await register(t.app);
    const response = await update(sessionId, { email: other.email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("EMAIL_TAKEN");
  });

  it("marks a new e-mail unverified and sends it a link that verifies it", async () => {
    const { player, sessionId } = await newSession();
    // The sign-up link verifies the first address.
    const signupKey = keyIn(await lastMessage(t.database, player.email));
    await t.app.inject({
      method: "POST",
      url: "/api/user/signup/activateEmail",
      payload: { hashKey: signupKey },
    });
    expect((await get("/api/user/profile", asPlayer(sessionId))).json().isEmailVerified).toBe(true);

    const newEmail = `moved.${player.username}@example.com`;
    const response = await update(sessionId, { email: newEmail.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ email: newEmail, isEmailVerified: false });
    const mail = await lastMessage(t.database, newEmail);
    expect(mail?.template).toBe("email_change_verification");
    // PUBLIC_URL's origin, in the session's locale.
    expect(mail?.text).toMatch(/https:\/\/vela\.example\/en-ca\/activate-email\?key=/);
    const activated = await t.app.inject({
      method: "POST",
      url: "/api/user/signup/activateEmail",
      payload: { hashKey: keyIn(mail) },
    });
    expect(activated.statusCode).toBe(200);
    expect((await get("/api/user/profile", asPlayer(sessionId))).json().isEmailVerified).toBe(true);
  });

  it("lets an old link not verify an address the player has since left", async () => {
    const { player, sessionId } = await newSession();
    const oldKey = keyIn(await lastMessage(t.database, player.email));
    await update(sessionId, { email: `left.${player.username}@example.com`, password: PASSWORD });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/signup/activateEmail",
      payload: { hashKey: oldKey },
    });
    expect(response.statusCode).toBe(400);
  });

  it("unconfirms a changed phone number", async () => {
    const { player, sessionId } = await newSession();
    const mine = eq(users.username, player.username);
    await t.database.db
      .update(users)
      .set({ phonePrefix: "+1", phoneNumber: "4165550100", phoneVerifiedAt: clock.now() })
      .where(mine);
    const same = await update(sessionId, { phoneNumber: "4165550100" });
    expect(same.statusCode).toBe(200);
    expect((await t.database.db.select().from(users).where(mine))[0]?.phoneVerifiedAt).not.toBeNull();
    const response = await update(sessionId, { phoneNumber: "4165550199" });
    expect(response.json().profile).toMatchObject({ phonePrefix: "+1", phoneNumber: "4165550199" });
    expect((await t.database.db.select().from(users).where(mine))[0]?.phoneVerifiedAt).toBeNull();
  });
});

describe("GET /api/user/roles", () => {
  it("returns the player's roles", async () => {
    const { sessionId } = await newSession();
    const response = await get("/api/user/roles", asPlayer(sessionId));
    expect(RolesResponse.parse(response.json())).toEqual({ roles: ["player"] });
  });
});

describe("reference data", () => {
  it("lists enabled currencies", async () => {
    const list = CurrenciesResponse.parse((await get("/api/user/currencies")).json());
    expect(list.find((c) => c.code === "EUR")).toEqual({
      code: "EUR",
      name: "Euro",
      symbol: "€",
      fractionDigits: 2,
      fiat: true,
    });
    expect(list.find((c) => c.code === "USD")?.fractionDigits).toBe(4);
  });

  it("lists all countries with names in the X-Locale language, sorted by them", async () => {
    const german = CountriesResponse.parse((await get("/api/user/countries", { "x-locale": "de" })).json());
    expect(german.find((c) => c.code === "DE")).toEqual({
      code: "DE",
      name: "Deutschland",
      phonePrefix: "+49",
      currency: "EUR",
      registrationAllowed: true,
    });
    expect(german.find((c) => c.code === "US")?.registrationAllowed).toBe(false);
    const names = german.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "de")));
    const english = CountriesResponse.parse((await get("/api/user/countries")).json());
    expect(english.find((c) => c.code === "DE")?.name).toBe("Germany");
  });

  it("lists only countries that may register, and their phone codes", async () => {
    const valid = CountriesResponse.parse((await get("/api/user/validCountries")).json());
    expect(valid.every((c) => c.registrationAllowed)).toBe(true);
    expect(valid.map((c) => c.code)).not.toContain("US");
    const codes = PhoneCodesResponse.parse((await get("/api/user/validPhoneCodes")).json());
    expect(codes).toContainEqual({ prefix: "+40", country: "RO" });
    expect(codes.map((c) => c.country)).not.toContain("FR");
  });

  it("lists the states of a country", async () => {
    const states = StatesResponse.parse((await get("/api/user/states?country=ca")).json());
    expect(states).toContainEqual({ country: "CA", code: "ON", name: "Ontario" });
    expect(StatesResponse.parse((await get("/api/user/states?country=GB")).json())).toEqual([]);
    expect((await get("/api/user/states")).statusCode).toBe(400);
  });
});
