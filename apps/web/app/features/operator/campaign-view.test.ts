import { describe, expect, it } from "vitest";
import { testCampaign } from "./campaign.test-support";
import {
  campaignMoney,
  campaignName,
  campaignState,
  firstDay,
  formatDay,
  isInternalCampaign,
  lastDay,
} from "./campaign-view";

const NOW = new Date("2026-03-02T10:00:00Z");

describe("a campaign's state", () => {
  it("is paused when switched off, whatever its dates", () => {
    expect(campaignState(testCampaign({ active: false }), NOW)).toBe("paused");
    expect(campaignState(testCampaign({ active: false, validTo: "2026-01-01T00:00:00Z" }), NOW)).toBe(
      "paused",
    );
  });

  it("follows the validity window when switched on", () => {
    expect(campaignState(testCampaign({}), NOW)).toBe("active");
    expect(campaignState(testCampaign({ validFrom: "2026-03-02T10:00:01Z" }), NOW)).toBe("scheduled");
    expect(campaignState(testCampaign({ validTo: "2026-03-02T10:00:00Z" }), NOW)).toBe("ended");
    expect(campaignState(testCampaign({ validTo: "2026-03-02T10:00:01Z" }), NOW)).toBe("active");
  });
});

describe("how a campaign reads", () => {
  it("names itself in the page's language, Canadian English falling back to English", () => {
    const campaign = testCampaign({});
    expect(campaignName(campaign, "de")).toBe("10 Bonusgeld ohne Einzahlung");
    expect(campaignName(campaign, "en-ca")).toBe("10 bonus money, no deposit needed");
    const canadian = testCampaign({
      texts: { ...campaign.texts, "en-ca": { name: "10 bonus money, eh", description: "" } },
    });
    expect(campaignName(canadian, "en-ca")).toBe("10 bonus money, eh");
  });

  it("gives its first and last day on the Amsterdam calendar (the end instant is exclusive)", () => {
    const campaign = testCampaign({ validFrom: "2025-12-31T23:00:00Z", validTo: "2026-06-30T22:00:00Z" });
    expect(firstDay(campaign)).toBe("2026-01-01");
    expect(lastDay(campaign)).toBe("2026-06-30");
    expect(lastDay(testCampaign({ validTo: null }))).toBeNull();
    expect(formatDay("2026-06-30", "en")).toBe("30 Jun 2026");
    expect(formatDay("2026-06-30", "de")).toBe("30.06.2026");
  });

  it("shows money with a symbol only when the campaign takes one currency", () => {
    expect(campaignMoney(10, testCampaign({}), "en")).toBe("10");
    expect(campaignMoney(0.2, testCampaign({}), "de")).toBe("0,20");
    const pounds = testCampaign({ eligibility: { currencies: ["GBP"] } });
    expect(campaignMoney(10, pounds, "en")).toBe("£10");
    expect(campaignMoney(1234.5, pounds, "de")).toBe("1.234,50\u00a0£");
    expect(campaignMoney(5, testCampaign({ eligibility: { currencies: ["GBP", "EUR"] } }), "en")).toBe("5");
  });

  it("knows the engine's per-prize campaigns by their code", () => {
    expect(isInternalCampaign("REWARD_0A1B2C")).toBe(true);
    expect(isInternalCampaign("REWARDS10")).toBe(false);
    expect(isInternalCampaign("NODEP10")).toBe(false);
  });
});
