import {
  type BonusCampaign,
  type BonusCampaignInput,
  type BonusKind,
  ClaimPeriod,
  type UrlLocale,
} from "@casino/contract";
import { z } from "zod";
import { amountInputText, parseAmountInput } from "../../lib/money";
import { amsterdamMidnight, isDay, nextDay } from "./amsterdam-day";
import { firstDay, lastDay } from "./campaign-view";

/**
 * The campaign settings an operator changes day to day, as typed. Everything else of the campaign (texts,
 * eligibility, contributions, …) is sent back unchanged: the update call replaces the whole campaign.
 */
export interface CampaignForm {
  /** Taking claims (false = paused). */
  active: boolean;
  /** First day of claims, YYYY-MM-DD on the Amsterdam calendar. */
  validFrom: string;
  /** Last day of claims, or "" for no end. */
  lastDay: string;
  /** ISO weekdays claims are taken on (1 = Monday … 7 = Sunday); none ticked = every day. */
  availableDays: number[];
  /** Claims from this time of day (HH:MM, Amsterdam), or "" for 00:00. */
  availableFrom: string;
  /** Claims until this time of day (HH:MM, exclusive), or "" for the end of the day. */
  availableUntil: string;
  amount: string;
  percentage: string;
  maxBonus: string;
  wageringMultiplier: string;
  maxBet: string;
  maxConversion: string;
  validityDays: string;
  /** A player's own claims allowed per period (1–100), or "" for no limit beyond once per player. */
  claimCount: string;
  /** The Amsterdam calendar period the claim count is per. */
  claimPeriod: ClaimPeriod;
}

export type CampaignField = Exclude<keyof CampaignForm, "active" | "availableDays" | "claimPeriod">;

/** Why a field is refused, as the key of its message under `operator.bonuses.form.problems.`. */
export type FieldProblem =
  | { key: "required" | "amount" | "day" | "dayOrder" | "time" | "timeOrder" }
  | { key: "whole"; min: number; max: number };

/** BonusCampaignInput's bounds of the whole-number fields (a claim limit's count: ClaimLimit's). */
const WHOLE: Record<
  "percentage" | "wageringMultiplier" | "validityDays" | "claimCount",
  { min: number; max: number }
> = {
  percentage: { min: 1, max: 1000 },
  wageringMultiplier: { min: 0, max: 200 },
  validityDays: { min: 1, max: 365 },
  claimCount: { min: 1, max: 100 },
};

/**
 * The fields that mean something for a kind: the reward (a deposit match's or a cashback's percentage and cap, the
 * cash, free-bet or spin value), wagering rules for anything paid as bonus money (a cashback with 0 pays real
 * money), dates and grant validity for all.
 */
export function campaignFields(kind: BonusKind): CampaignField[] {
  const reward: CampaignField[] =
    kind === "deposit_match" || kind === "cashback"
      ? ["percentage", "maxBonus"]
      : kind === "tournament_ticket"
        ? []
        : ["amount"];
  const wagering: CampaignField[] =
    kind === "tournament_ticket" ? [] : ["wageringMultiplier", "maxBet", "maxConversion"];
  return [
    "validFrom",
    "lastDay",
    "claimCount",
    "availableFrom",
    "availableUntil",
    ...reward,
    ...wagering,
    "validityDays",
  ];
}

const moneyText = (value: number | null, locale: UrlLocale) =>
  value === null ? "" : amountInputText(value, locale);

/** The form as it opens: the campaign's values, money in the page's decimal separator. */
export function campaignForm(campaign: BonusCampaign, locale: UrlLocale): CampaignForm {
  return {
    active: campaign.active,
    validFrom: firstDay(campaign),
    lastDay: lastDay(campaign) ?? "",
    availableDays: campaign.availableDays ?? [],
    availableFrom: campaign.availableFrom ?? "",
    availableUntil: campaign.availableUntil ?? "",
    amount: moneyText(campaign.amount, locale),
    percentage: campaign.percentage === null ? "" : String(campaign.percentage),
    maxBonus: moneyText(campaign.maxBonus, locale),
    wageringMultiplier: String(campaign.wageringMultiplier),
    maxBet: moneyText(campaign.maxBet, locale),
    maxConversion: moneyText(campaign.maxConversion, locale),
    validityDays: String(campaign.validityDays),
    claimCount: campaign.claimLimit ? String(campaign.claimLimit.count) : "",
    claimPeriod: campaign.claimLimit?.period ?? "week",
  };
}

type Parsed = { value: number | null } | { problem: FieldProblem };

function money(text: string, required: boolean): Parsed {
  if (!text.trim()) return required ? { problem: { key: "required" } } : { value: null };
  const value = parseAmountInput(text);
  return value === null ? { problem: { key: "amount" } } : { value };
}

function whole(text: string, field: keyof typeof WHOLE, required = true): Parsed {
  const bounds = WHOLE[field];
  if (!text.trim()) return required ? { problem: { key: "required" } } : { value: null };
  const value = /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return value >= bounds.min && value <= bounds.max ? { value } : { problem: { key: "whole", ...bounds } };
}

function days(form: CampaignForm): Partial<Record<CampaignField, FieldProblem>> {
  if (!isDay(form.validFrom)) return { validFrom: { key: form.validFrom ? "day" : "required" } };
  if (!form.lastDay) return {};
  if (!isDay(form.lastDay)) return { lastDay: { key: "day" } };
  return form.lastDay < form.validFrom ? { lastDay: { key: "dayOrder" } } : {};
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The window's hours: each empty or HH:MM, and a start before the end (a window does not run past midnight). */
function hours(form: CampaignForm): Partial<Record<CampaignField, FieldProblem>> {
  const problems: Partial<Record<CampaignField, FieldProblem>> = {};
  if (form.availableFrom && !TIME.test(form.availableFrom)) problems.availableFrom = { key: "time" };
  if (form.availableUntil && !TIME.test(form.availableUntil)) problems.availableUntil = { key: "time" };
  if (!Object.keys(problems).length && form.availableFrom && form.availableUntil) {
    if (form.availableFrom >= form.availableUntil) problems.availableUntil = { key: "timeOrder" };
  }
  return problems;
}

export type CampaignUpdate =
  | { ok: true; body: BonusCampaignInput }
  | { ok: false; problems: Partial<Record<CampaignField, FieldProblem>> };

/**
 * Checks the form as BonusCampaignInput and the server's kind rules would (money positive with at most two
 * decimals, the whole-number bounds, an end not before the start) and builds the update body. A date left as it
 * opened keeps the campaign's exact instant; a changed one starts at 00:00 Amsterdam, and a last day ends at the
 * next day's 00:00.
 */
export function campaignUpdate(
  campaign: BonusCampaign & { openGrants?: number },
  form: CampaignForm,
  locale: UrlLocale,
): CampaignUpdate {
  const shown = new Set(campaignFields(campaign.kind));
  const problems: Partial<Record<CampaignField, FieldProblem>> = { ...days(form), ...hours(form) };
  const values: Partial<Record<CampaignField, number | null>> = {};
  const parse = (field: CampaignField, parsed: Parsed) => {
    if (!shown.has(field)) return;
    if ("problem" in parsed) problems[field] = parsed.problem;
    else values[field] = parsed.value;
  };
  parse("amount", money(form.amount, true));
  parse("percentage", whole(form.percentage, "percentage"));
  parse("maxBonus", money(form.maxBonus, false));
  parse("wageringMultiplier", whole(form.wageringMultiplier, "wageringMultiplier"));
  parse("maxBet", money(form.maxBet, false));
  parse("maxConversion", money(form.maxConversion, false));
  parse("validityDays", whole(form.validityDays, "validityDays"));
  parse("claimCount", whole(form.claimCount, "claimCount", false));
  if (Object.keys(problems).length > 0) return { ok: false, problems };

  const opened = campaignForm(campaign, locale);
  // The list's own fields are not settings; the update call would ignore them anyway.
  const { id: _id, createdAt: _created, updatedAt: _updated, openGrants: _open, ...settings } = campaign;
  const kept = <K extends CampaignField & keyof BonusCampaign>(field: K) =>
    field in values ? values[field] : campaign[field];
  return {
    ok: true,
    body: {
      ...settings,
      active: form.active,
      validFrom: form.validFrom === opened.validFrom ? campaign.validFrom : amsterdamMidnight(form.validFrom),
      validTo:
        form.lastDay === opened.lastDay
          ? campaign.validTo
          : form.lastDay
            ? amsterdamMidnight(nextDay(form.lastDay))
            : null,
      availableDays: form.availableDays.length
        ? [...new Set(form.availableDays)].sort((a, b) => a - b)
        : null,
      availableFrom: form.availableFrom || null,
      availableUntil: form.availableUntil || null,
      amount: kept("amount") ?? null,
      percentage: kept("percentage") ?? null,
      maxBonus: kept("maxBonus") ?? null,
      wageringMultiplier: kept("wageringMultiplier") ?? campaign.wageringMultiplier,
      maxBet: kept("maxBet") ?? null,
      maxConversion: kept("maxConversion") ?? null,
      validityDays: kept("validityDays") ?? campaign.validityDays,
      claimLimit: values.claimCount ? { count: values.claimCount, period: form.claimPeriod } : null,
    },
  };
}

/** The i18n key of a problem's message, and the values it names (a whole number's bounds). */
export const problemKey = (problem: Pick<FieldProblem, "key">) =>
  `operator.bonuses.form.problems.${problem.key}`;
export const problemValues = (field: CampaignField) =>
  field in WHOLE ? WHOLE[field as keyof typeof WHOLE] : {};

const CampaignFields = z.object({
  active: z.boolean(),
  validFrom: z.string(),
  lastDay: z.string(),
  availableDays: z.array(z.number().int()),
  availableFrom: z.string(),
  availableUntil: z.string(),
  amount: z.string(),
  percentage: z.string(),
  maxBonus: z.string(),
  wageringMultiplier: z.string(),
  maxBet: z.string(),
  maxConversion: z.string(),
  validityDays: z.string(),
  claimCount: z.string(),
  claimPeriod: ClaimPeriod,
}) satisfies z.ZodType<CampaignForm>;

/**
 * The form's rules for react-hook-form's zod resolver: the checks of campaignUpdate, each issue's message the i18n
 * key of its problem (a whole number's bounds come from problemValues).
 */
export function campaignFormSchema(campaign: BonusCampaign & { openGrants?: number }, locale: UrlLocale) {
  return CampaignFields.superRefine((form, context) => {
    const result = campaignUpdate(campaign, form, locale);
    if (result.ok) return;
    for (const [field, problem] of Object.entries(result.problems))
      context.addIssue({ code: "custom", path: [field], message: problemKey(problem) });
  });
}
