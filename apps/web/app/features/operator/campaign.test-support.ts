import type { BonusCampaignListItem } from "@casino/contract";

/** The seeded NODEP10 campaign as the operator list gives it, with the fields a test changes. */
export function testCampaign(fields: Partial<BonusCampaignListItem>): BonusCampaignListItem {
  return {
    id: "6f1c1f64-2f0e-4a57-9a57-2f3a1e0b9c11",
    code: "NODEP10",
    kind: "cash",
    trigger: "claim",
    texts: {
      en: { name: "10 bonus money, no deposit needed", description: "Try our slots on us." },
      de: { name: "10 Bonusgeld ohne Einzahlung", description: "Probiere unsere Slots." },
    },
    url: null,
    assets: {},
    selectable: true,
    active: true,
    validFrom: "2025-01-01T00:00:00.000Z",
    validTo: null,
    eligibility: {},
    percentage: null,
    maxBonus: null,
    minDeposit: null,
    qualifyingMinOdds: null,
    amount: 10,
    spins: null,
    gameSlug: null,
    freeBetMinOdds: null,
    wageringMultiplier: 35,
    wageringBase: "bonus",
    contributions: { slot: 100, table: 10, dice: 50, live: 0, sports: 0 },
    sportsMinOdds: null,
    maxBet: 2,
    maxConversion: 50,
    validityDays: 7,
    wageringDays: null,
    oncePerPlayer: true,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    openGrants: 0,
    ...fields,
  };
}
