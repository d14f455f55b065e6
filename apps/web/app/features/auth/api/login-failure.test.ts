import { LoginFailure } from "@casino/contract";
import fc from "fast-check";
import { describe, it } from "vitest";
import { expectAgreement, nearby } from "../../../lib/json/agreement";
import { readRestrictions } from "./login-failure";

const detail = fc.record({
  userId: fc.string(),
  sessionId: fc.string(),
  phone: fc.option(fc.string(), { nil: null }),
  phonePrefix: fc.option(fc.string(), { nil: null }),
  needsTCAccept: fc.boolean(),
  needsMarketingAccept: fc.boolean(),
});
const failure = fc.record(
  {
    code: fc.oneof(fc.constant(5), fc.string()),
    message: fc.string(),
    detail,
    details: fc.jsonValue(),
    requestId: fc.string(),
  },
  { requiredKeys: ["code", "message", "detail"] },
);

/** What login() takes from a LoginFailure: its detail, when there is one. */
const schema = {
  safeParse(value: unknown) {
    const parsed = LoginFailure.safeParse(value);
    return parsed.success && parsed.data.detail
      ? { success: true as const, data: parsed.data.detail }
      : { success: false as const };
  },
};

describe("readRestrictions", () => {
  it("finds the restrictions exactly where LoginFailure has them", () => {
    expectAgreement(readRestrictions, schema, nearby(failure));
  });
});
