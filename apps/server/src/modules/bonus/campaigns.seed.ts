import { BonusCampaignInput, type Contributions } from "@casino/contract";
import type { Db } from "../../platform/db";
import { bonusStore } from "./bonus.store";
import { STANDARD_CONTRIBUTIONS, toRow } from "./campaigns";

// The campaigns a fresh installation runs, matching the seeded promotion pages (WELCOME100, COMET50, the Friday
// reload, the live-casino cashback, the sports free bet, the Polar Lights tournament) plus a no-deposit welcome and
// a sports reload. Amounts
// are in the player's own currency, so the texts name no currency symbol.

const FROM = "2025-01-01T00:00:00Z";
const SPORTS_ONLY: Contributions = { slot: 0, table: 0, dice: 0, live: 0, sports: 100 };

/**
 * The live-casino page's games as seeded (it lists the `table-games` group of db/seed/catalogue.ts: the studio's
 * table and instant games). The cashback campaign holds them as its own setting, so it keeps counting these when
 * the live casino gets games of its own, until an operator changes the list.
 */
export const LIVE_CASINO_GAMES = ["european-roulette", "blackjack", "dice"];

const texts = (en: [string, string], de: [string, string]) => ({
  en: { name: en[0], description: en[1] },
  de: { name: de[0], description: de[1] },
});

export const SEED_CAMPAIGNS: BonusCampaignInput[] = [
  {
    code: "WELCOME100",
    kind: "deposit_match",
    trigger: "deposit",
    texts: texts(
      [
        "100% welcome match up to 200",
        "We match your first deposit 100% in bonus money, up to 200. Wager the bonus 30 times within 30 days to turn it into real money.",
      ],
      [
        "100 % Willkommensbonus bis 200",
        "Wir verdoppeln deine erste Einzahlung mit Bonusgeld, bis zu 200. Setze den Bonus innerhalb von 30 Tagen 30-mal um, dann wird er zu Echtgeld.",
      ],
    ),
    url: "/promotions/welcome-match",
    assets: { image: "/brand/art-welcome.svg" },
    validFrom: FROM,
    eligibility: { firstDepositOnly: true },
    percentage: 100,
    maxBonus: 200,
    minDeposit: 10,
    wageringMultiplier: 30,
    contributions: STANDARD_CONTRIBUTIONS,
    maxBet: 5,
    validityDays: 30,
  },
  {
    code: "NODEP10",
    kind: "cash",
    trigger: "claim",
    texts: texts(
      [
        "10 bonus money, no deposit needed",
        "Try our slots on us: 10 in bonus money straight away. Wager it 35 times within 7 days; up to 50 can become real money.",
      ],
      [
        "10 Bonusgeld ohne Einzahlung",
        "Probiere unsere Slots auf unsere Kosten: sofort 10 Bonusgeld. Setze es innerhalb von 7 Tagen 35-mal um; bis zu 50 werden zu Echtgeld.",
      ],
    ),
    assets: { image: "/brand/art-jackpot.svg" },
    validFrom: FROM,
    amount: 10,
    wageringMultiplier: 35,
    contributions: STANDARD_CONTRIBUTIONS,
    maxBet: 2,
    maxConversion: 50,
    validityDays: 7,
  },
  {
    code: "COMET50",
    kind: "free_spins",
    trigger: "deposit",
    texts: texts(
      [
        "50 free spins on Comet Cascade",
        "Deposit 20 or more with this code and get 50 free spins worth 0.20 each on Comet Cascade. Winnings are bonus money with 20× wagering within 14 days, up to 100.",
      ],
      [
        "50 Freidrehungen für Comet Cascade",
        "Zahle mit diesem Code 20 oder mehr ein und erhalte 50 Freidrehungen zu je 0,20 in Comet Cascade. Gewinne sind Bonusgeld mit 20-fachem Umsatz in 14 Tagen, höchstens 100.",
      ],
    ),
    url: "/promotions/free-spins-comet-cascade",
    assets: { image: "/brand/art-free-spins.svg" },
    validFrom: FROM,
    minDeposit: 20,
    amount: 0.2,
    spins: 50,
    gameSlug: "comet-cascade",
    wageringMultiplier: 20,
    contributions: STANDARD_CONTRIBUTIONS,
    maxBet: 5,
    maxConversion: 100,
    validityDays: 7,
    wageringDays: 14,
    oncePerPlayer: false,
    // "Once per player per week" (its promotion's terms): one claim per Amsterdam week, Monday to Monday.
    claimLimit: { count: 1, period: "week" },
  },
  {
    code: "RELOAD50",
    kind: "deposit_match",
    trigger: "deposit",
    texts: texts(
      [
        "Friday reload: 50% up to 100",
        "Every Friday (Amsterdam time): 50% extra on a deposit of 20 or more made that day, up to 100 in bonus money. Wager it 30 times within 14 days.",
      ],
      [
        "Freitags-Reload: 50 % bis 100",
        "Jeden Freitag (Amsterdamer Zeit): 50 % extra auf eine Einzahlung ab 20 an diesem Tag, bis zu 100 Bonusgeld. Setze ihn innerhalb von 14 Tagen 30-mal um.",
      ],
    ),
    url: "/promotions/weekly-reload",
    assets: { image: "/brand/art-reload.svg" },
    validFrom: FROM,
    eligibility: { previousDepositRequired: true },
    percentage: 50,
    maxBonus: 100,
    minDeposit: 20,
    wageringMultiplier: 30,
    contributions: STANDARD_CONTRIBUTIONS,
    maxBet: 5,
    validityDays: 14,
    oncePerPlayer: false,
    // Fridays on the Amsterdam clock: claimed, and its deposit credited, on a Friday; once per Friday.
    availableDays: [5],
  },
  {
    code: "SPORTS25",
    kind: "deposit_match",
    trigger: "deposit",
    texts: texts(
      [
        "Sports reload: 25% up to 50",
        "25% extra on a deposit of 20 or more, up to 50, for the sportsbook. Wager bonus and deposit 6 times on bets at odds of 1.80 or more within 21 days.",
      ],
      [
        "Sport-Reload: 25 % bis 50",
        "25 % extra auf eine Einzahlung ab 20, bis zu 50, für Sportwetten. Setze Bonus und Einzahlung innerhalb von 21 Tagen 6-mal auf Wetten mit Quoten ab 1,80 um.",
      ],
    ),
    assets: { image: "/brand/art-sports.svg" },
    validFrom: FROM,
    eligibility: { previousDepositRequired: true },
    percentage: 25,
    maxBonus: 50,
    minDeposit: 20,
    wageringMultiplier: 6,
    wageringBase: "bonus_deposit",
    contributions: SPORTS_ONLY,
    sportsMinOdds: 1.8,
    maxBet: 25,
    validityDays: 21,
    oncePerPlayer: false,
  },
  {
    code: "FREEBET5",
    kind: "free_bet",
    trigger: "sports_bet",
    texts: texts(
      [
        "Bet 10, get a 5 free bet",
        "Opt in, then place a bet of 10 or more at total odds of 1.50 or higher. When it settles, a 5 free bet is yours for 7 days; the free bet's stake is not returned with the winnings.",
      ],
      [
        "Wette 10, erhalte eine 5er-Gratiswette",
        "Nimm teil und platziere eine Wette ab 10 mit einer Gesamtquote ab 1,50. Nach der Abrechnung gehört dir 7 Tage lang eine Gratiswette über 5; ihr Einsatz wird nicht mit ausgezahlt.",
      ],
    ),
    url: "/promotions/sports-free-bet",
    assets: { image: "/brand/art-sports.svg" },
    validFrom: FROM,
    minDeposit: 10,
    qualifyingMinOdds: 1.5,
    amount: 5,
    freeBetMinOdds: 1.5,
    wageringMultiplier: 0,
    contributions: SPORTS_ONLY,
    validityDays: 7,
  },
  {
    code: "CASHBACK10",
    kind: "cashback",
    trigger: "claim",
    texts: texts(
      [
        "10% weekly cashback on live casino",
        "Opt in and get 10% of your weekly net losses at the live-casino tables back every Monday, up to 50, as real money with no wagering. Losses count from the moment you opt in, and from a net loss of 10; stakes with bonus money do not count.",
      ],
      [
        "10 % wöchentliches Cashback im Live-Casino",
        "Nimm teil und erhalte jeden Montag 10 % deiner wöchentlichen Netto-Verluste an den Live-Casino-Tischen zurück, bis zu 50, als Echtgeld ohne Umsatzbedingung. Verluste zählen ab deiner Teilnahme und ab einem Netto-Verlust von 10; Einsätze mit Bonusgeld zählen nicht.",
      ],
    ),
    url: "/promotions/live-cashback",
    assets: { image: "/brand/art-cashback.svg" },
    validFrom: FROM,
    percentage: 10,
    maxBonus: 50,
    minDeposit: 10,
    gameSlugs: LIVE_CASINO_GAMES,
    wageringMultiplier: 0,
    contributions: STANDARD_CONTRIBUTIONS,
    validityDays: 7,
    oncePerPlayer: false,
  },
  {
    code: "TICKET_POLAR",
    kind: "tournament_ticket",
    trigger: "claim",
    texts: texts(
      [
        "Polar Lights tournament ticket",
        "Your entry to the Polar Lights tournament: your best single-spin win multiplier counts.",
      ],
      [
        "Ticket für das Polar-Lights-Turnier",
        "Deine Teilnahme am Polar-Lights-Turnier: Es zählt dein bester Gewinnmultiplikator einer Drehung.",
      ],
    ),
    url: "/promotions/polar-lights-tournament",
    assets: { image: "/brand/art-tournament.svg" },
    validFrom: FROM,
    wageringMultiplier: 0,
    contributions: STANDARD_CONTRIBUTIONS,
    validityDays: 14,
  },
];

/** Inserts the demo campaigns that are missing; an operator's edits survive restarts. */
export async function seedBonusCampaigns(db: Db): Promise<void> {
  await bonusStore.insertMissingCampaigns(
    db,
    SEED_CAMPAIGNS.map((campaign) => toRow(BonusCampaignInput.parse(campaign))),
  );
}
