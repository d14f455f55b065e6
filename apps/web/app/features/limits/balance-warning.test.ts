import { describe, expect, it } from "vitest";
import { balanceWarningDue, snoozeEndsAt } from "./balance-warning";

const now = Date.parse("2026-05-01T12:00:00Z");
const on = { enabled: true, snoozedUntil: null, threshold: 5 };

describe("balance warning", () => {
  // docs/product/responsible-gambling.md#balance-warning
  it("shows below 5 in the account currency, not at 5 or above", () => {
    expect(balanceWarningDue(on, 4.99, now)).toBe(true);
    expect(balanceWarningDue(on, 0, now)).toBe(true);
    expect(balanceWarningDue(on, 5, now)).toBe(false);
    expect(balanceWarningDue(on, 120, now)).toBe(false);
  });

  it("stays hidden while switched off, snoozed or not yet loaded", () => {
    expect(balanceWarningDue({ ...on, enabled: false }, 1, now)).toBe(false);
    expect(balanceWarningDue({ ...on, snoozedUntil: "2026-05-02T12:00:00Z" }, 1, now)).toBe(false);
    expect(balanceWarningDue(undefined, 1, now)).toBe(false);
    expect(balanceWarningDue(on, undefined, now)).toBe(false);
  });

  it("comes back when the snooze has run out", () => {
    const snoozed = { ...on, snoozedUntil: "2026-05-01T11:59:59Z" };
    expect(balanceWarningDue(snoozed, 1, now)).toBe(true);
    expect(snoozeEndsAt(snoozed, now)).toBeNull();
    expect(snoozeEndsAt({ ...on, snoozedUntil: "2026-05-08T12:00:00Z" }, now)).toBe(
      Date.parse("2026-05-08T12:00:00Z"),
    );
  });
});
