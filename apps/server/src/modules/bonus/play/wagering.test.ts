import { describe, expect, it } from "vitest";
import { STANDARD_CONTRIBUTIONS } from "../campaigns";
import { refusalOf } from "../eligibility";
import { contribution, conversion, depositMatch, wageringRequired } from "./wagering";

describe("bonus arithmetic (minor units)", () => {
  it("matches a deposit by its percentage, rounded down, up to the cap", () => {
    expect(depositMatch(5_000n, 100, 20_000n)).toBe(5_000n);
    expect(depositMatch(30_000n, 100, 20_000n)).toBe(20_000n);
    expect(depositMatch(3_333n, 50, null)).toBe(1_666n);
  });

  it("requires the multiplier times the bonus, or times bonus plus deposit", () => {
    expect(wageringRequired(30, "bonus", 2_000n, 2_000n)).toBe(60_000n);
    expect(wageringRequired(6, "bonus_deposit", 1_000n, 4_000n)).toBe(30_000n);
    expect(wageringRequired(0, "bonus", 500n, null)).toBe(0n);
  });

  it("counts slots in full, table games a tenth and dice half, rounding down", () => {
    expect(contribution(100n, "slot", STANDARD_CONTRIBUTIONS, null)).toBe(100n);
    expect(contribution(105n, "table", STANDARD_CONTRIBUTIONS, null)).toBe(10n);
    expect(contribution(33n, "dice", STANDARD_CONTRIBUTIONS, null)).toBe(16n);
    expect(contribution(1_000n, "live", STANDARD_CONTRIBUTIONS, null)).toBe(0n);
  });

  it("counts a sports stake only at the minimum odds or above", () => {
    const sports = { ...STANDARD_CONTRIBUTIONS, sports: 100 };
    expect(contribution(500n, "sports", sports, 180, 1.79)).toBe(0n);
    expect(contribution(500n, "sports", sports, 180, 1.8)).toBe(500n);
    expect(contribution(500n, "sports", sports, 180)).toBe(0n);
    expect(contribution(500n, "sports", sports, null, 1.01)).toBe(500n);
  });

  it("converts the balance up to the cap and returns the rest", () => {
    expect(conversion(7_512n, 5_000n)).toEqual({ real: 5_000n, returned: 2_512n });
    expect(conversion(4_999n, 5_000n)).toEqual({ real: 4_999n, returned: 0n });
    expect(conversion(12_345n, null)).toEqual({ real: 12_345n, returned: 0n });
  });
});

describe("eligibility", () => {
  const open = { active: true, validFrom: new Date("2026-01-01"), validTo: new Date("2026-02-01") };
  const player = { country: "DE", currency: "EUR", roles: ["player"], campaignTags: [], previousDeposits: 0 };
  const at = new Date("2026-01-15");

  it("admits a player the rules do not exclude", () => {
    expect(refusalOf({ ...open, eligibility: {} }, player, at)).toBeNull();
  });

  it("names the first rule that excludes the player", () => {
    expect(refusalOf({ ...open, eligibility: {} }, player, new Date("2026-02-01"))).toBe("NOT_AVAILABLE");
    expect(refusalOf({ ...open, active: false, eligibility: {} }, player, at)).toBe("NOT_AVAILABLE");
    expect(refusalOf({ ...open, eligibility: { countries: ["GB"] } }, player, at)).toBe("COUNTRY");
    expect(refusalOf({ ...open, eligibility: { currencies: ["CAD"] } }, player, at)).toBe("CURRENCY");
    expect(refusalOf({ ...open, eligibility: { roles: ["vip"] } }, player, at)).toBe("ROLE");
    expect(refusalOf({ ...open, eligibility: { campaignTags: ["AFF1"] } }, player, at)).toBe("CAMPAIGN_TAG");
    const deposited = { ...player, previousDeposits: 1 };
    expect(refusalOf({ ...open, eligibility: { firstDepositOnly: true } }, deposited, at)).toBe(
      "FIRST_DEPOSIT_ONLY",
    );
    expect(refusalOf({ ...open, eligibility: { previousDepositRequired: true } }, player, at)).toBe(
      "DEPOSIT_REQUIRED",
    );
  });
});
