import { ErrorResponse, MESSAGES, type SignupRequest, SmsSentResponse } from "@casino/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, verificationTokens } from "../../../db/schema";
import { ManualClock } from "../../../platform/clock";
import { createTestApp, type TestApp } from "../../../test/harness";
import { codeIn, lastMessage, messagesTo, newPlayer, RELAXED_LIMITS } from "../../../test/players";
import { cnpCheckDigit } from "../signup/cnp";

const clock = new ManualClock(new Date("2026-02-01T10:00:00Z"));
let t: TestApp;
/** With the default per-IP limits. */
let strict: TestApp;
beforeAll(async () => {
  [t, strict] = await Promise.all([createTestApp({ clock, env: RELAXED_LIMITS }), createTestApp()]);
});
afterAll(() => Promise.all([t.close(), strict.close()]));

let phoneSerial = 0;
/** A German mobile number nobody has used in this file. */
const newPhone = () => ({
  phonePrefix: "+49",
  phoneNumber: `0151${String(1_000_000 + ++phoneSerial * 7919)}`,
});
const e164 = (phone: { phonePrefix: string; phoneNumber: string }) =>
  `${phone.phonePrefix}${phone.phoneNumber.replace(/^0+/, "")}`;
const post = (url: string, payload: object, app = t.app) => app.inject({ method: "POST", url, payload });

async function sendAndConfirm(phone: { phonePrefix: string; phoneNumber: string }) {
  expect((await post("/api/user/signup/sms", phone)).statusCode).toBe(200);
  const code = codeIn(await lastMessage(t.database, e164(phone)));
  const confirmed = await post("/api/user/signup/sms/confirmation", { ...phone, code });
  expect(confirmed.statusCode, confirmed.body).toBe(204);
}

const fullSignup = (
  phone: { phonePrefix: string; phoneNumber: string },
  extra: Partial<SignupRequest> = {},
) => ({
  ...newPlayer(),
  title: "Ms.",
  firstName: "Ioana",
  lastName: "Popescu",
  address: "Strada Lungă 1",
  city: "Berlin",
  ...phone,
  ...extra,
});

describe("SMS confirmation", () => {
  it("sends a 6-digit code and confirms the phone with it", async () => {
    const phone = newPhone();
    const sent = await post("/api/user/signup/sms", phone);
    expect(sent.statusCode).toBe(200);
    expect(SmsSentResponse.parse(sent.json())).toEqual({ expiresInSeconds: 600, resendAfterSeconds: 30 });
    const sms = await lastMessage(t.database, e164(phone));
    expect(sms).toMatchObject({ channel: "sms", template: "sms_code" });
    const code = codeIn(sms);
    const [row] = await t.database.db
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.target, e164(phone)));
    expect(row?.tokenHash).not.toContain(code);
    const confirmed = await post("/api/user/signup/sms/confirmation", { ...phone, code });
    expect(confirmed.statusCode).toBe(204);
  });

  it("answers a wrong code with Cod invalid, and kills the code after 5 wrong tries", async () => {
    const phone = newPhone();
    await post("/api/user/signup/sms", phone);
    const code = codeIn(await lastMessage(t.database, e164(phone)));
    const wrongCode = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const wrong = await post("/api/user/signup/sms/confirmation", { ...phone, code: wrongCode });
      expect(wrong.statusCode).toBe(400);
      expect(ErrorResponse.parse(wrong.json())).toMatchObject({
        code: "SMS_CODE_INVALID",
        message: "Cod invalid",
      });
    }
    const late = await post("/api/user/signup/sms/confirmation", { ...phone, code });
    expect(late.statusCode).toBe(400);
  });

  it("accepts the right code after a few wrong ones, but only once", async () => {
    const phone = newPhone();
    await post("/api/user/signup/sms", phone);
    const code = codeIn(await lastMessage(t.database, e164(phone)));
    const wrongCode = code === "000000" ? "111111" : "000000";
    await post("/api/user/signup/sms/confirmation", { ...phone, code: wrongCode });
    expect((await post("/api/user/signup/sms/confirmation", { ...phone, code })).statusCode).toBe(204);
    expect((await post("/api/user/signup/sms/confirmation", { ...phone, code })).statusCode).toBe(400);
  });

  it("expires a code after 10 minutes", async () => {
    const phone = newPhone();
    await post("/api/user/signup/sms", phone);
    const code = codeIn(await lastMessage(t.database, e164(phone)));
    clock.advance(10 * 60_000 + 1000);
    expect((await post("/api/user/signup/sms/confirmation", { ...phone, code })).json().code).toBe(
      "SMS_CODE_INVALID",
    );
  });

  it("re-sends at most every 30 seconds; the new code replaces the old", async () => {
    const phone = newPhone();
    await post("/api/user/signup/sms", phone);
    const oldCode = codeIn(await lastMessage(t.database, e164(phone)));
    const early = await post("/api/user/signup/sms/resend", phone);
    expect(early.statusCode).toBe(429);
    expect(early.headers["retry-after"]).toBe("30");
    clock.advance(30_000);
    const resent = await post("/api/user/signup/sms/resend", phone);
    expect(resent.statusCode).toBe(200);
    const messages = await messagesTo(t.database, e164(phone));
    expect(messages).toHaveLength(2);
    const newCode = codeIn(messages[0]);
    if (newCode !== oldCode) {
      expect((await post("/api/user/signup/sms/confirmation", { ...phone, code: oldCode })).statusCode).toBe(
        400,
      );
    }
    expect((await post("/api/user/signup/sms/confirmation", { ...phone, code: newCode })).statusCode).toBe(
      204,
    );
  });

  it("refuses unknown prefixes", async () => {
    const response = await post("/api/user/signup/sms", { phonePrefix: "+999", phoneNumber: "1234567" });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.issues[0].path).toBe("body.phonePrefix");
  });

  it("limits SMS sends per IP (5 per 15 minutes), send and resend together", async () => {
    for (let i = 0; i < 5; i++) {
      const url = i % 2 ? "/api/user/signup/sms/resend" : "/api/user/signup/sms";
      expect((await post(url, newPhone(), strict.app)).statusCode).toBe(200);
    }
    const limited = await post("/api/user/signup/sms", newPhone(), strict.app);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("POST /api/user/signup (full)", () => {
  it("opens the account with an SMS-confirmed phone", async () => {
    const phone = newPhone();
    await sendAndConfirm(phone);
    clock.advance(29 * 60_000);
    const body = fullSignup(phone, { state: "BE" });
    const response = await post("/api/user/signup", body);
    expect(response.statusCode, response.body).toBe(204);
    const [user] = await t.database.db.select().from(users).where(eq(users.username, body.username));
    expect(user).toMatchObject({
      title: "Ms.",
      firstName: "Ioana",
      lastName: "Popescu",
      phonePrefix: "+49",
      phoneNumber: phone.phoneNumber,
      state: "BE",
      city: "Berlin",
    });
    expect(user?.phoneVerifiedAt).not.toBeNull();
    expect((await lastMessage(t.database, body.email))?.template).toBe("email_verification");
  });

  it("requires the phone to be confirmed within the last 30 minutes", async () => {
    const unconfirmed = await post("/api/user/signup", fullSignup(newPhone()));
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().code).toBe("MOBILE_NOT_CONFIRMED");
    const phone = newPhone();
    await sendAndConfirm(phone);
    clock.advance(31 * 60_000);
    expect((await post("/api/user/signup", fullSignup(phone))).json().code).toBe("MOBILE_NOT_CONFIRMED");
  });

  it("refuses a phone already on another account", async () => {
    const phone = newPhone();
    await sendAndConfirm(phone);
    expect((await post("/api/user/signup", fullSignup(phone))).statusCode).toBe(204);
    const again = await post("/api/user/signup/sms", phone);
    expect(again.json().code).toBe("MOBILE_TAKEN");
  });

  it("requires a valid CNP matching the birth date for Romanian residents", async () => {
    const cnp = (first12: string) => `${first12}${cnpCheckDigit(first12)}`;
    const ro = (extra: Partial<SignupRequest>) => ({
      ...fullSignup(newPhone()),
      country: "RO",
      birthDate: "1980-01-01",
      ...extra,
    });
    for (const extra of [{}, { cnp: "1800101420011" }, { cnp: cnp("185010142001") }]) {
      const body = ro(extra);
      await sendAndConfirm(body);
      const response = await post("/api/user/signup", body);
      expect(response.statusCode).toBe(400);
      expect(response.json().details.issues.map((i: { code: string }) => i.code)).toEqual(["CNP_INVALID"]);
    }
    const body = ro({ cnp: "1800101420010" });
    await sendAndConfirm(body);
    expect((await post("/api/user/signup", body)).statusCode).toBe(204);
  });

  it("refuses a state the country does not have", async () => {
    const phone = newPhone();
    await sendAndConfirm(phone);
    const response = await post("/api/user/signup", fullSignup(phone, { state: "QC" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details.issues[0].path).toBe("body.state");
  });

  it("refuses a missing field with its path", async () => {
    const { firstName: _omitted, ...body } = fullSignup(newPhone());
    const response = await post("/api/user/signup", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.issues[0].path).toBe("body.firstName");
  });
});

describe("validation calls", () => {
  it("validates a username", async () => {
    const free = await post("/api/user/validate/username", { username: "fresh_name" });
    expect(free.json()).toEqual({ message: MESSAGES.usernameValidated });
    expect((await post("/api/user/validate/username", { username: "a b" })).json().code).toBe(
      "VALIDATION_FAILED",
    );
    const player = newPlayer();
    await post("/api/user/signup/quickRegister", player);
    const taken = await post("/api/user/validate/username", { username: player.username.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe("USERNAME_TAKEN");
  });

  it("validates an e-mail", async () => {
    expect((await post("/api/user/validate/email", { email: "free@example.com" })).json()).toEqual({
      message: MESSAGES.emailValidated,
    });
    expect((await post("/api/user/validate/email", { email: "nope" })).json().code).toBe("VALIDATION_FAILED");
    const player = newPlayer();
    await post("/api/user/signup/quickRegister", player);
    expect((await post("/api/user/validate/email", { email: player.email })).json().code).toBe("EMAIL_TAKEN");
  });

  it("validates a mobile number", async () => {
    const phone = newPhone();
    expect((await post("/api/user/validate/mobile", phone)).json()).toEqual({
      message: MESSAGES.mobileValidated,
    });
    expect((await post("/api/user/validate/mobile", { ...phone, phonePrefix: "+999" })).statusCode).toBe(400);
    expect((await post("/api/user/validate/mobile", { ...phone, phoneNumber: "12ab" })).statusCode).toBe(400);
    await sendAndConfirm(phone);
    await post("/api/user/signup", fullSignup(phone));
    expect((await post("/api/user/validate/mobile", phone)).json().code).toBe("MOBILE_TAKEN");
  });

  it("validates a CNP with its checksum", async () => {
    expect((await post("/api/user/validate/cnp", { cnp: "1800101420010" })).json()).toEqual({
      message: MESSAGES.cnpValidated,
    });
    const bad = await post("/api/user/validate/cnp", { cnp: "1800101420011" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "CNP_INVALID", details: { reason: "checksum" } });
  });
});
