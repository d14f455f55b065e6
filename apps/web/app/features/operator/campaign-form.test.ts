import { BonusCampaignInput } from "@casino/contract";
import { describe, expect, it } from "vitest";
import { testCampaign } from "./campaign.test-support";
import {
  type CampaignForm,
  campaignFields,
  campaignForm,
  campaignFormSchema,
  campaignUpdate,
  problemValues,
} from "./campaign-form";

const nodep = testCampaign({ openGrants: 4 });
const match = testCampaign({
  code: "WELCOME100",
  kind: "deposit_match",
  trigger: "deposit",
  amount: null,
  percentage: 100,
  maxBonus: 200,
  maxConversion: null,
  maxBet: 5,
  validTo: "2026-12-31T23:00:00.000Z",
});
const edit = (fields: Partial<CampaignForm>, campaign = nodep, locale: "en" | "de" = "en") =>
  campaignUpdate(campaign, { ...campaignForm(campaign, locale), ...fields }, locale);
const body = (result: ReturnType<typeof campaignUpdate>) => {
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.body;
};

describe("the campaign form as it opens", () => {
  it("holds the campaign's values, money in the page's decimal separator", () => {
    expect(campaignForm(testCampaign({ maxBet: 2.5 }), "de")).toEqual({
      active: true,
      validFrom: "2025-01-01",
      lastDay: "",
      availableDays: [],
      availableFrom: "",
      availableUntil: "",
      amount: "10",
      percentage: "",
      maxBonus: "",
      wageringMultiplier: "35",
      maxBet: "2,50",
      maxConversion: "50",
      validityDays: "7",
      claimCount: "",
      claimPeriod: "week",
    });
    expect(campaignForm(match, "en")).toMatchObject({
      percentage: "100",
      maxBonus: "200",
      lastDay: "2026-12-31",
    });
  });

  it("shows the fields that mean something for the kind", () => {
    expect(campaignFields("cash")).toContain("amount");
    expect(campaignFields("cash")).not.toContain("percentage");
    expect(campaignFields("deposit_match")).toEqual(expect.arrayContaining(["percentage", "maxBonus"]));
    expect(campaignFields("deposit_match")).not.toContain("amount");
    expect(campaignFields("cashback")).toEqual(
      expect.arrayContaining(["percentage", "maxBonus", "wageringMultiplier"]),
    );
    expect(campaignFields("cashback")).not.toContain("amount");
    expect(campaignFields("tournament_ticket")).toEqual([
      "validFrom",
      "lastDay",
      "claimCount",
      "availableFrom",
      "availableUntil",
      "validityDays",
    ]);
  });
});

describe("the update body", () => {
  it("sends the whole campaign back with only the changed settings, valid by the contract", () => {
    const sent = body(edit({ wageringMultiplier: "30" }));
    const { id, createdAt, updatedAt, openGrants, ...unchanged } = nodep;
    expect(sent).toEqual({ ...unchanged, wageringMultiplier: 30 });
    expect(BonusCampaignInput.safeParse(sent).success).toBe(true);
  });

  it("reads money typed with a comma, and empty optional money as no limit", () => {
    const sent = body(edit({ amount: "12,5", maxBet: "", maxConversion: " 75.25 " }, nodep, "de"));
    expect(sent).toMatchObject({ amount: 12.5, maxBet: null, maxConversion: 75.25 });
  });

  it("pauses and resumes", () => {
    expect(body(edit({ active: false })).active).toBe(false);
    expect(body(edit({ active: true }, testCampaign({ active: false }))).active).toBe(true);
  });

  it("keeps the exact instants of dates left alone, and turns changed days into Amsterdam midnights", () => {
    const odd = testCampaign({ validFrom: "2025-01-01T09:30:00.000Z", validTo: "2026-07-01T12:00:00.000Z" });
    expect(body(edit({}, odd))).toMatchObject({ validFrom: odd.validFrom, validTo: odd.validTo });
    const moved = body(edit({ validFrom: "2026-03-01", lastDay: "2026-06-30" }, odd));
    expect(moved).toMatchObject({
      validFrom: "2026-02-28T23:00:00.000Z",
      validTo: "2026-06-30T22:00:00.000Z",
    });
    expect(body(edit({ lastDay: "" }, odd)).validTo).toBeNull();
  });

  it("changes a deposit match's percentage and cap, and leaves its amount alone", () => {
    const sent = body(edit({ percentage: "150", maxBonus: "" }, match));
    expect(sent).toMatchObject({ percentage: 150, maxBonus: null, amount: null, maxBet: 5 });
  });

  it("ignores what the kind does not use, even if it is nonsense", () => {
    expect(edit({ percentage: "abc", maxBonus: "-1" }).ok).toBe(true);
    expect(edit({ amount: "nonsense" }, match).ok).toBe(true);
  });
});

describe("the form's checks, as the contract and the server's kind rules", () => {
  const problems = (fields: Partial<CampaignForm>, campaign = nodep) => {
    const result = edit(fields, campaign);
    return result.ok ? {} : result.problems;
  };

  it("needs the reward: a cash amount above 0 with at most two decimals", () => {
    expect(problems({ amount: "" })).toEqual({ amount: { key: "required" } });
    expect(problems({ amount: "0" })).toEqual({ amount: { key: "amount" } });
    expect(problems({ amount: "1.234" })).toEqual({ amount: { key: "amount" } });
    expect(problems({ amount: "-5" })).toEqual({ amount: { key: "amount" } });
    expect(problems({ amount: "0.01" })).toEqual({});
  });

  it("keeps the wagering multiplier a whole number from 0 to 200", () => {
    expect(problems({ wageringMultiplier: "0" })).toEqual({});
    expect(problems({ wageringMultiplier: "200" })).toEqual({});
    for (const text of ["201", "2.5", "-1", "x"])
      expect(problems({ wageringMultiplier: text })).toEqual({
        wageringMultiplier: { key: "whole", min: 0, max: 200 },
      });
    expect(problems({ wageringMultiplier: " " })).toEqual({ wageringMultiplier: { key: "required" } });
  });

  it("keeps validity days from 1 to 365 and a percentage from 1 to 1000", () => {
    expect(problems({ validityDays: "0" })).toEqual({ validityDays: { key: "whole", min: 1, max: 365 } });
    expect(problems({ validityDays: "366" })).toEqual({ validityDays: { key: "whole", min: 1, max: 365 } });
    expect(problems({ percentage: "0" }, match)).toEqual({ percentage: { key: "whole", min: 1, max: 1000 } });
    expect(problems({ percentage: "" }, match)).toEqual({ percentage: { key: "required" } });
    expect(problems({ percentage: "1000" }, match)).toEqual({});
  });

  it("refuses a zero or malformed limit, but not an empty one", () => {
    expect(problems({ maxBet: "0" })).toEqual({ maxBet: { key: "amount" } });
    expect(problems({ maxConversion: "1,2,3" })).toEqual({ maxConversion: { key: "amount" } });
    expect(problems({ maxBet: "", maxConversion: "" })).toEqual({});
  });

  it("needs a real start day and an end not before it", () => {
    expect(problems({ validFrom: "" })).toEqual({ validFrom: { key: "required" } });
    expect(problems({ validFrom: "2026-02-30" })).toEqual({ validFrom: { key: "day" } });
    expect(problems({ validFrom: "2026-03-01", lastDay: "2026-02-28" })).toEqual({
      lastDay: { key: "dayOrder" },
    });
    expect(problems({ validFrom: "2026-03-01", lastDay: "2026-03-01" })).toEqual({});
  });

  it("lists every problem at once", () => {
    expect(Object.keys(problems({ amount: "", wageringMultiplier: "999", validityDays: "" })).sort()).toEqual(
      ["amount", "validityDays", "wageringMultiplier"],
    );
  });
});

describe("the days and hours a campaign takes claims", () => {
  it("sends ticked days sorted and the hours, and nothing ticked as any day", () => {
    const friday = testCampaign({ availableDays: [5] });
    expect(campaignForm(friday, "en")).toMatchObject({
      availableDays: [5],
      availableFrom: "",
      availableUntil: "",
    });
    const sent = body(
      edit({ availableDays: [5, 1], availableFrom: "18:00", availableUntil: "22:00" }, friday),
    );
    expect(sent).toMatchObject({ availableDays: [1, 5], availableFrom: "18:00", availableUntil: "22:00" });
    expect(BonusCampaignInput.safeParse(sent).success).toBe(true);
    expect(body(edit({ availableDays: [] }, friday))).toMatchObject({
      availableDays: null,
      availableFrom: null,
      availableUntil: null,
    });
  });

  it("refuses a time that is not one, and an end before the start", () => {
    expect(edit({ availableFrom: "25:00" })).toEqual({
      ok: false,
      problems: { availableFrom: { key: "time" } },
    });
    expect(edit({ availableFrom: "22:00", availableUntil: "18:00" })).toEqual({
      ok: false,
      problems: { availableUntil: { key: "timeOrder" } },
    });
  });
});

describe("how often a player may claim", () => {
  it("opens with the campaign's limit, or empty with a week when it has none", () => {
    expect(campaignForm(testCampaign({ claimLimit: { count: 2, period: "day" } }), "en")).toMatchObject({
      claimCount: "2",
      claimPeriod: "day",
    });
    expect(campaignForm(nodep, "en")).toMatchObject({ claimCount: "", claimPeriod: "week" });
  });

  it("sends a count per period, keeps a limit left alone, and sends none for an empty count", () => {
    const weekly = testCampaign({ claimLimit: { count: 1, period: "week" } });
    expect(body(edit({ claimCount: "3", claimPeriod: "month" }))).toMatchObject({
      claimLimit: { count: 3, period: "month" },
    });
    expect(BonusCampaignInput.safeParse(body(edit({ claimCount: "3" }))).success).toBe(true);
    expect(body(edit({}, weekly)).claimLimit).toEqual({ count: 1, period: "week" });
    expect(body(edit({ claimCount: " " }, weekly)).claimLimit).toBeNull();
  });

  it("takes a whole number from 1 to 100, as the contract's claim limit", () => {
    for (const text of ["0", "101", "1.5", "x"])
      expect(edit({ claimCount: text })).toEqual({
        ok: false,
        problems: { claimCount: { key: "whole", min: 1, max: 100 } },
      });
    expect(edit({ claimCount: "100" }).ok).toBe(true);
  });
});

describe("the form's schema for react-hook-form", () => {
  it("names each refused field with the i18n key of its problem, and its bounds", () => {
    const result = campaignFormSchema(nodep, "en").safeParse({
      ...campaignForm(nodep, "en"),
      amount: "",
      claimCount: "500",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["amount", "operator.bonuses.form.problems.required"],
      ["claimCount", "operator.bonuses.form.problems.whole"],
    ]);
    expect(problemValues("claimCount")).toEqual({ min: 1, max: 100 });
    expect(campaignFormSchema(nodep, "en").safeParse(campaignForm(nodep, "en")).success).toBe(true);
  });
});
