import { type CoolOffRequest, type SelfExclusionRequest, TIME_ZONE } from "@casino/contract";
import { z } from "zod";

export type ExclusionKind = "coolOff" | "selfExclusion";

/**
 * docs/product/responsible-gambling.md#self-exclusion: the self-exclusion reason gets a default when the player gives
 * none (the server stores the same).
 */
export const DEFAULT_SELF_EXCLUSION_REASON = "No reason given";

/** What the player filled in; empty strings mean "not given". */
export const ExclusionForm = z.object({
  period: z.string(),
  reason: z.string(),
  description: z.string(),
  unsatisfiedReason: z.string(),
  unsatisfiedDescription: z.string(),
  /** YYYY-MM-DD, or "" when no date was chosen. */
  expiryDate: z.string(),
});
export type ExclusionForm = z.infer<typeof ExclusionForm>;

const given = (text: string) => text.trim() || undefined;

/**
 * The cool-off body (docs/product/responsible-gambling.md#cool-off); the e-mail is always sent, the date only when
 * chosen.
 */
export function coolOffBody(form: ExclusionForm): CoolOffRequest {
  return {
    period: form.period as CoolOffRequest["period"],
    sendNotificationEmail: true,
    coolOffReason: given(form.reason),
    coolOffDescription: given(form.description),
    unsatisfiedReason: given(form.unsatisfiedReason),
    unsatisfiedDescription: given(form.unsatisfiedDescription),
    ...(form.expiryDate ? { expiryDate: form.expiryDate } : {}),
  };
}

/**
 * The self-exclusion body (docs/product/responsible-gambling.md#self-exclusion): e-mail always, a default reason, the
 * date only when chosen.
 */
export function selfExclusionBody(form: ExclusionForm): SelfExclusionRequest {
  return {
    period: form.period as SelfExclusionRequest["period"],
    sendNotificationEmail: true,
    selfExclusionReason: given(form.reason) ?? DEFAULT_SELF_EXCLUSION_REASON,
    ...(form.expiryDate && form.period !== "permanent" ? { expiryDate: form.expiryDate } : {}),
  };
}

/** The length of each period as the server counts it (calendar days and months on the Amsterdam clock). */
const SPANS: Record<string, { days?: number; months?: number } | null> = {
  "24h": { days: 1 },
  "7d": { days: 7 },
  "30d": { days: 30 },
  "6w": { days: 42 },
  "6m": { months: 6 },
  "1y": { months: 12 },
  "2y": { months: 24 },
  "5y": { months: 60 },
  permanent: null,
};

/** A calendar date as YYYY-MM-DD. */
type Day = { year: number; month: number; day: number };
const text = ({ year, month, day }: Day) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** Today's date on the Amsterdam wall clock. */
export function amsterdamDay(instant: number): Day {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** A calendar step: days are added; a month from the 31st ends on the last day of a short month. */
function addToDay(from: Day, { days = 0, months = 0 }: { days?: number; months?: number }): Day {
  const monthIndex = from.month - 1 + months;
  const year = from.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, month - 1, Math.min(from.day, lastDay) + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The day (YYYY-MM-DD, Amsterdam) a period chosen `now` ends on, or null for a permanent self-exclusion. */
export function periodEndDay(period: string, now: number): string | null {
  const span = SPANS[period];
  return span ? text(addToDay(amsterdamDay(now), span)) : null;
}

/**
 * The days a chosen end date may fall on: it ends at 00:00 that day, which must be at least the shortest period
 * away (24 hours; 6 months) and at most the longest (6 weeks; 5 years), as the server checks.
 */
export function expiryDateBounds(kind: ExclusionKind, now: number): { min: string; max: string } {
  const today = amsterdamDay(now);
  return kind === "coolOff"
    ? { min: text(addToDay(today, { days: 2 })), max: text(addToDay(today, { days: 42 })) }
    : {
        min: text(addToDay(addToDay(today, { months: 6 }), { days: 1 })),
        max: text(addToDay(today, { months: 60 })),
      };
}

/** Whether a typed date (YYYY-MM-DD) lies within the bounds; "" (no date) is always fine. */
export function expiryDateAllowed(date: string, bounds: { min: string; max: string }): boolean {
  if (!date) return true;
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= bounds.min && date <= bounds.max;
}

/**
 * The choice's rules for react-hook-form's zod resolver: a period is chosen, and a chosen end date lies within the
 * bounds (the message is the i18n key the dialog shows at the date, with the bounds). Reasons and descriptions are
 * optional.
 */
export const exclusionFormSchema = (bounds: { min: string; max: string }) =>
  ExclusionForm.superRefine((form, context) => {
    if (!form.period) context.addIssue({ code: "custom", path: ["period"], message: "validation.required" });
    if (!expiryDateAllowed(form.expiryDate, bounds))
      context.addIssue({ code: "custom", path: ["expiryDate"], message: "rg.exclusion.endDateRange" });
  });
