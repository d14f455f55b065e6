import { describe, expect, it } from "vitest";
import {
  coolOffBody,
  DEFAULT_SELF_EXCLUSION_REASON,
  type ExclusionForm,
  exclusionFormSchema,
  expiryDateAllowed,
  expiryDateBounds,
  periodEndDay,
  selfExclusionBody,
} from "./exclusion-request";

const empty: ExclusionForm = {
  period: "6m",
  reason: "",
  description: "",
  unsatisfiedReason: "",
  unsatisfiedDescription: "",
  expiryDate: "",
};
// 23:30 UTC on 31 Jan is already 1 Feb in Amsterdam.
const now = Date.parse("2026-01-31T23:30:00Z");

describe("exclusion requests (docs/product/responsible-gambling.md#self-exclusion)", () => {
  it("sends a default self-exclusion reason, always the e-mail, and no expiry unless a date is chosen", () => {
    expect(selfExclusionBody(empty)).toEqual({
      period: "6m",
      sendNotificationEmail: true,
      selfExclusionReason: DEFAULT_SELF_EXCLUSION_REASON,
    });
    expect(selfExclusionBody({ ...empty, reason: " money ", expiryDate: "2027-01-01" })).toEqual({
      period: "6m",
      sendNotificationEmail: true,
      selfExclusionReason: "money",
      expiryDate: "2027-01-01",
    });
  });

  it("never sends an expiry date with a permanent self-exclusion", () => {
    expect(selfExclusionBody({ ...empty, period: "permanent", expiryDate: "2027-01-01" })).not.toHaveProperty(
      "expiryDate",
    );
  });

  it("sends the cool-off's reasons only when given", () => {
    expect(coolOffBody({ ...empty, period: "7d", unsatisfiedReason: "bonuses" })).toEqual({
      period: "7d",
      sendNotificationEmail: true,
      coolOffReason: undefined,
      coolOffDescription: undefined,
      unsatisfiedReason: "bonuses",
      unsatisfiedDescription: undefined,
    });
  });
});

describe("exclusion dates on the Amsterdam calendar", () => {
  it("previews the day a period ends, with short months clamped", () => {
    expect(periodEndDay("7d", now)).toBe("2026-02-08");
    expect(periodEndDay("6m", Date.parse("2026-08-31T10:00:00Z"))).toBe("2027-02-28");
    expect(periodEndDay("1y", now)).toBe("2027-02-01");
    expect(periodEndDay("permanent", now)).toBeNull();
  });

  it("offers end dates from the shortest to the longest period the server accepts", () => {
    expect(expiryDateBounds("coolOff", now)).toEqual({ min: "2026-02-03", max: "2026-03-15" });
    expect(expiryDateBounds("selfExclusion", now)).toEqual({ min: "2026-08-02", max: "2031-02-01" });
    const bounds = { min: "2026-02-03", max: "2026-03-15" };
    expect(expiryDateAllowed("", bounds)).toBe(true);
    expect(expiryDateAllowed("2026-02-02", bounds)).toBe(false);
    expect(expiryDateAllowed("2026-03-15", bounds)).toBe(true);
    expect(expiryDateAllowed("2026-3-15", bounds)).toBe(false);
  });
});

describe("the exclusion choice's rules (what react-hook-form's resolver sees)", () => {
  const bounds = expiryDateBounds("coolOff", now);
  const issues = (form: ExclusionForm) => {
    const result = exclusionFormSchema(bounds).safeParse(form);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it("takes a period with no date, or a date within the bounds, and leaves the reasons optional", () => {
    expect(issues({ ...empty, period: "24h" })).toEqual({});
    expect(issues({ ...empty, period: "24h", expiryDate: bounds.min })).toEqual({});
    expect(issues({ ...empty, period: "24h", expiryDate: bounds.max, reason: "time" })).toEqual({});
  });

  it("puts a date out of range at the date, and a missing period at the period", () => {
    expect(issues({ ...empty, period: "24h", expiryDate: "2026-02-01" })).toEqual({
      expiryDate: "rg.exclusion.endDateRange",
    });
    expect(issues({ ...empty, period: "" })).toEqual({ period: "validation.required" });
  });
});
