import {
  type BonusCampaign,
  type BonusCampaignInput,
  type BonusCampaignListItem,
  type Contributions,
  parseMajor,
  toMajor,
} from "@casino/contract";
import { findSlotTitle } from "@casino/games";
import type { z } from "zod";
import type { Db } from "../../platform/db";
import { inTransaction, pgErrorCode } from "../../platform/db/transaction";
import type { AuditActor, AuditService } from "../audit";
import { windowProblem } from "./availability";
import { codeTaken, invalidCampaign } from "./bonus.errors";
import { bonusStore, type CampaignRow } from "./bonus.store";
import type { bonusCampaigns } from "./bonus.tables";
import { isTicketCode } from "./eligibility";
import { oddsHundredths } from "./play/wagering";

export type CampaignFields = z.output<typeof BonusCampaignInput>;
type CampaignInsert = typeof bonusCampaigns.$inferInsert;

/** The usual weighting: slots in full, dice half, table games a tenth, live casino and sports not at all. */
export const STANDARD_CONTRIBUTIONS: Contributions = { slot: 100, table: 10, dice: 50, live: 0, sports: 0 };

function money(value: number | null, field: string): bigint | null {
  if (value === null) return null;
  const minor = parseMajor(value);
  if (minor === null) throw invalidCampaign(`${field}: at most two decimals`);
  return minor;
}

const odds = (value: number | null) => (value === null ? null : oddsHundredths(value));

/** Checks that the fields fit the kind, so every grant of the campaign can actually be paid. */
function check(c: CampaignFields): void {
  const need = (ok: unknown, message: string) => {
    if (!ok) throw invalidCampaign(message);
  };
  if (c.validTo) need(Date.parse(c.validTo) > Date.parse(c.validFrom), "validTo must be after validFrom");
  const window = windowProblem(c);
  need(window === null, window ?? "");
  switch (c.kind) {
    case "deposit_match":
      need(c.trigger === "deposit", "A deposit match is triggered by a deposit");
      need(c.percentage, "A deposit match needs a percentage");
      break;
    case "cash":
      need(c.amount && c.amount > 0, "A cash bonus needs an amount");
      break;
    case "free_spins":
      need(c.spins && c.amount && c.amount > 0, "Free spins need a count and a spin value");
      need(c.gameSlug && findSlotTitle(c.gameSlug), "Free spins need one of our slots (gameSlug)");
      break;
    case "free_bet":
      need(c.amount && c.amount > 0, "A free bet needs an amount");
      break;
    case "tournament_ticket":
      need(isTicketCode(c.code), "Tournament ticket codes begin with TICKET_");
      break;
    case "cashback":
      need(c.trigger === "claim", "Players opt in to cashback by claiming it (trigger claim)");
      need(c.percentage && c.percentage <= 100, "Cashback needs a percentage of the net losses (1 to 100)");
      need(c.gameSlugs?.length, "Cashback needs the games whose losses count (gameSlugs)");
      break;
  }
  if (c.trigger === "sports_bet") need(c.kind === "free_bet", "Only free bets are triggered by a sports bet");
}

/** Stored form of an operator's (or the seed's) campaign: minor units and odds in hundredths. */
export function toRow(c: CampaignFields): CampaignInsert {
  check(c);
  return {
    code: c.code,
    kind: c.kind,
    trigger: c.trigger,
    texts: c.texts,
    url: c.url,
    assets: c.assets,
    selectable: c.selectable,
    active: c.active,
    validFrom: new Date(c.validFrom),
    validTo: c.validTo ? new Date(c.validTo) : null,
    eligibility: c.eligibility,
    percentage: c.percentage,
    maxBonus: money(c.maxBonus, "maxBonus"),
    minDeposit: money(c.minDeposit, "minDeposit"),
    qualifyingMinOdds: odds(c.qualifyingMinOdds),
    amount: money(c.amount, "amount"),
    spins: c.spins,
    gameSlug: c.gameSlug,
    gameSlugs: c.gameSlugs?.length ? [...new Set(c.gameSlugs)] : null,
    freeBetMinOdds: odds(c.freeBetMinOdds),
    wageringMultiplier: c.wageringMultiplier,
    wageringBase: c.wageringBase,
    contributions: c.contributions,
    sportsMinOdds: odds(c.sportsMinOdds),
    maxBet: money(c.maxBet, "maxBet"),
    maxConversion: money(c.maxConversion, "maxConversion"),
    validityDays: c.validityDays,
    wageringDays: c.wageringDays,
    oncePerPlayer: c.oncePerPlayer,
    availableDays: c.availableDays?.length ? [...new Set(c.availableDays)].sort((a, b) => a - b) : null,
    availableFrom: c.availableFrom,
    availableUntil: c.availableUntil,
    claimLimit: c.claimLimit,
  };
}

const major = (minor: bigint | null) => (minor === null ? null : toMajor(minor));
const decimal = (hundredths: number | null) => (hundredths === null ? null : hundredths / 100);

/** A campaign as the operator API shows it. */
export function campaignView(r: CampaignRow): BonusCampaign {
  return {
    id: r.id,
    code: r.code,
    kind: r.kind as BonusCampaign["kind"],
    trigger: r.trigger as BonusCampaign["trigger"],
    texts: r.texts as BonusCampaign["texts"],
    url: r.url,
    assets: r.assets,
    selectable: r.selectable,
    active: r.active,
    validFrom: r.validFrom.toISOString(),
    validTo: r.validTo?.toISOString() ?? null,
    eligibility: r.eligibility,
    percentage: r.percentage,
    maxBonus: major(r.maxBonus),
    minDeposit: major(r.minDeposit),
    qualifyingMinOdds: decimal(r.qualifyingMinOdds),
    amount: major(r.amount),
    spins: r.spins,
    gameSlug: r.gameSlug,
    gameSlugs: r.gameSlugs ?? null,
    freeBetMinOdds: decimal(r.freeBetMinOdds),
    wageringMultiplier: r.wageringMultiplier,
    wageringBase: r.wageringBase === "bonus_deposit" ? "bonus_deposit" : "bonus",
    contributions: r.contributions,
    sportsMinOdds: decimal(r.sportsMinOdds),
    maxBet: major(r.maxBet),
    maxConversion: major(r.maxConversion),
    validityDays: r.validityDays,
    wageringDays: r.wageringDays,
    oncePerPlayer: r.oncePerPlayer,
    availableDays: r.availableDays ?? null,
    availableFrom: r.availableFrom,
    availableUntil: r.availableUntil,
    claimLimit: r.claimLimit ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function unique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw codeTaken();
    throw error;
  }
}

/**
 * The operator's campaign editing. An edit applies to grants already in play
 * (docs/decisions/0091-campaign-amounts-are-in-the-players-currency.md).
 */
export function createCampaigns(db: Db, audit?: Pick<AuditService, "record">) {
  const record = (
    tx: Db,
    actor: AuditActor | undefined,
    action: string,
    id: string,
    before: unknown,
    after: unknown,
  ) =>
    actor
      ? audit?.record(tx, { actor, action, target: { type: "bonus_campaign", id }, before, after })
      : undefined;
  return {
    /** The operator's list: campaigns (the per-prize ones only if `internal`) with their grants in play. */
    async list({ internal }: { internal: boolean }): Promise<BonusCampaignListItem[]> {
      const [rows, open] = await Promise.all([
        bonusStore.campaigns(db, { internal }),
        bonusStore.openGrantCounts(db),
      ]);
      return rows.map((row) => ({ ...campaignView(row), openGrants: open.get(row.id) ?? 0 }));
    },
    /** Creates a campaign; a staff member's creation is audited in the same transaction. */
    create: (input: CampaignFields, actor?: AuditActor) =>
      unique(() =>
        inTransaction(db, async (tx) => {
          const view = campaignView(await bonusStore.insertCampaign(tx, toRow(input)));
          await record(tx, actor, "bonus_campaign.create", view.id, null, view);
          return view;
        }),
      ),
    async update(id: string, input: CampaignFields, actor?: AuditActor): Promise<BonusCampaign | null> {
      return unique(() =>
        inTransaction(db, async (tx) => {
          const before = await bonusStore.campaign(tx, id);
          const row = await bonusStore.updateCampaign(tx, id, toRow(input));
          if (!row || !before) return null;
          const view = campaignView(row);
          await record(tx, actor, "bonus_campaign.update", id, campaignView(before), view);
          return view;
        }),
      );
    },
  };
}

export type Campaigns = ReturnType<typeof createCampaigns>;
