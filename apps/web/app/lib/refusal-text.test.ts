import { ClaimLimitDetails, LimitPeriod } from "@casino/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createI18n } from "../i18n/i18n";
import { ApiError } from "./api-client";
import { expectAgreement, nearby } from "./json/agreement";
import { readClaimLimit, readRefusalDetails, refusalText } from "./refusal-text";

const en = createI18n("en").t;
const de = createI18n("de").t;
const refused = (code: string, details?: unknown) => new ApiError(403, code, "server text", details);

describe("responsible-gambling refusals", () => {
  it("says until when a break or a self-exclusion lasts, on the Amsterdam clock", () => {
    // 23:00 UTC in winter is midnight in Amsterdam.
    const until = { until: "2026-01-31T23:00:00.000Z", permanent: false };
    expect(refusalText(en, refused("COOL_OFF", until), { locale: "en" })).toBe(
      "You are on a break until 1 Feb 2026, 00:00 (Amsterdam time). You can log in again then.",
    );
    expect(refusalText(de, refused("SELF_EXCLUDED", until), { locale: "de" })).toBe(
      "Ihr Konto ist bis 01.02.2026, 00:00 (Amsterdamer Zeit) selbst gesperrt.",
    );
    expect(
      refusalText(en, refused("SELF_EXCLUDED", { until: null, permanent: true }), { locale: "en" }),
    ).toBe("Your account is permanently self-excluded.");
  });

  it("says when a session-time limit lets the player back in", () => {
    const details = { period: "daily", limit: 60, remaining: 0, resetsAt: "2026-05-01T22:00:00.000Z" };
    expect(refusalText(en, refused("SESSION_LIMIT", details), { locale: "en" })).toBe(
      "You have reached your daily session time limit. You can log in again from 2 May 2026, 00:00 (Amsterdam time).",
    );
  });

  it("states what is left of a money limit in the account currency", () => {
    const details = { period: "daily", limit: 10, remaining: 0, resetsAt: "2026-05-01T22:00:00.000Z" };
    expect(refusalText(en, refused("DEPOSIT_LIMIT", details), { locale: "en", currency: "GBP" })).toBe(
      "This would exceed your daily deposit limit. You can deposit £0.00 more until it resets on 2 May 2026, 00:00 (Amsterdam time).",
    );
  });

  it("leaves other errors to the generic text", () => {
    expect(refusalText(en, refused("INVALID_CREDENTIALS"), { locale: "en" })).toBeNull();
    expect(refusalText(en, new Error("offline"), { locale: "en" })).toBeNull();
  });
});

describe("the refusal details' readers", () => {
  // The details of a responsible-gambling or bonus refusal: the schema readRefusalDetails was written from.
  const RefusalDetails = z
    .object({
      until: z.string().nullable(),
      permanent: z.boolean(),
      nationalRegister: z.boolean(),
      period: LimitPeriod,
      remaining: z.number(),
      resetsAt: z.string(),
      maxMonthlyDepositLimit: z.number(),
      reason: z.string(),
      maxBet: z.number(),
      nextOpening: z.string().nullable(),
    })
    .partial();
  const iso = fc.constantFrom("2026-05-01T22:00:00.000Z", "");
  const details = fc.record(
    {
      until: fc.option(iso, { nil: null }),
      permanent: fc.boolean(),
      nationalRegister: fc.boolean(),
      period: fc.constantFrom(...LimitPeriod.options, "yearly"),
      remaining: fc.double({ noNaN: true, noDefaultInfinity: true }),
      resetsAt: iso,
      maxMonthlyDepositLimit: fc.nat(),
      reason: fc.string(),
      maxBet: fc.nat(),
      nextOpening: fc.option(iso, { nil: null }),
      limit: fc.nat(),
    },
    { requiredKeys: [] },
  );
  const claimLimit = fc.record({
    count: fc.integer({ min: 0, max: 101 }),
    period: fc.constantFrom("day", "week", "month", "year"),
    nextClaim: iso,
  });

  it("read a refusal's details exactly as their schema does", () => {
    expectAgreement(readRefusalDetails, RefusalDetails, nearby(details));
  });
  it("read a claim limit exactly as ClaimLimitDetails does", () => {
    expectAgreement(readClaimLimit, ClaimLimitDetails, nearby(claimLimit));
  });
});
