import { describe, expect, it } from "vitest";
import { signPayload, verifySignature } from "./webhook-signature";

const secret = "whsec_test";
const body = '{"id":"evt_1","type":"payment.approved"}';
const now = 1_790_000_000;

describe("webhook signatures", () => {
  it("accepts a fresh signature of the exact body", () => {
    expect(verifySignature(secret, body, signPayload(secret, body, now), now + 10)).toBe(true);
  });
  it("refuses a tampered body, a wrong secret, a stale or future timestamp and garbage", () => {
    const header = signPayload(secret, body, now);
    expect(verifySignature(secret, body.replace("approved", "declined"), header, now)).toBe(false);
    expect(verifySignature("other", body, header, now)).toBe(false);
    expect(verifySignature(secret, body, header, now + 301)).toBe(false);
    expect(verifySignature(secret, body, header, now - 301)).toBe(false);
    expect(verifySignature(secret, body, undefined, now)).toBe(false);
    expect(verifySignature(secret, body, "t=abc,v1=zz", now)).toBe(false);
    expect(verifySignature(secret, body, `t=${now},v1=`, now)).toBe(false);
  });
});
