import {
  type CoolOffPeriod,
  FORMAT_LOCALE,
  type SelfExclusionPeriod,
  TIME_ZONE,
  type UrlLocale,
} from "@casino/contract";
import { zonedInstant } from "../../../platform/calendar";
import { amsterdamTime, invalidField } from "../limits.errors";
import { addSpan, type Span } from "../rules/period-window";

export type ExclusionKind = "cool_off" | "self_exclusion";

/** Cool-off choices: MGA time-outs run from 24 hours up to 6 weeks. */
export const COOL_OFF_PERIODS: { key: CoolOffPeriod; label: string; span: Span }[] = [
  { key: "24h", label: "24 hours", span: { hours: 24 } },
  { key: "7d", label: "7 days", span: { days: 7 } },
  { key: "30d", label: "30 days", span: { days: 30 } },
  { key: "6w", label: "6 weeks", span: { days: 42 } },
];

/** Self-exclusion choices: UKGC LCCP SR 3.5.3, at least 6 months, up to 5 years, or permanent (no end). */
export const SELF_EXCLUSION_PERIODS: { key: SelfExclusionPeriod; label: string; span: Span | null }[] = [
  { key: "6m", label: "6 months", span: { months: 6 } },
  { key: "1y", label: "1 year", span: { months: 12 } },
  { key: "2y", label: "2 years", span: { months: 24 } },
  { key: "5y", label: "5 years", span: { months: 60 } },
  { key: "permanent", label: "Permanent", span: null },
];

/** The shortest and the longest a chosen expiry date may be away, per kind. */
const BOUNDS: Record<ExclusionKind, { min: Span; max: Span }> = {
  cool_off: { min: { hours: 24 }, max: { days: 42 } },
  self_exclusion: { min: { months: 6 }, max: { months: 60 } },
};

/**
 * When an exclusion starting `now` ends (null = permanent): the period's end, or the chosen expiry date
 * (docs/product/responsible-gambling.md#self-exclusion: sent only when the player picked one), which must lie within
 * the kind's bounds. A bare date ends at 00:00 Amsterdam time on that day.
 */
export function exclusionEnd(kind: ExclusionKind, period: string, expiryDate: string | undefined, now: Date) {
  const field = `body.${kind === "cool_off" ? "coolOff" : "selfExclusion"}.expiryDate`;
  const choices = kind === "cool_off" ? COOL_OFF_PERIODS : SELF_EXCLUSION_PERIODS;
  const span = choices.find((c) => c.key === period)?.span ?? null;
  if (!expiryDate) return span ? addSpan(now, span) : null;
  if (!span) throw invalidField(field, "A permanent self-exclusion has no expiry date");
  const end = /^\d{4}-\d{2}-\d{2}$/.test(expiryDate)
    ? zonedInstant({
        year: Number(expiryDate.slice(0, 4)),
        month: Number(expiryDate.slice(5, 7)),
        day: Number(expiryDate.slice(8, 10)),
      })
    : new Date(expiryDate);
  const min = addSpan(now, BOUNDS[kind].min);
  const max = addSpan(now, BOUNDS[kind].max);
  if (end < min || end > max) {
    throw invalidField(
      field,
      `Choose an end between ${amsterdamTime(min)} and ${amsterdamTime(max)} (Amsterdam time)`,
    );
  }
  return end;
}

/** "until 29 November 2026 at 15:00 (Amsterdam time)" / "permanently", in the mail's language. */
export function untilText(endsAt: Date | null, locale: UrlLocale): string {
  const german = locale === "de";
  if (!endsAt) return german ? "dauerhaft" : "permanently";
  const when = new Intl.DateTimeFormat(FORMAT_LOCALE[locale], {
    timeZone: TIME_ZONE,
    dateStyle: "long",
    timeStyle: "short",
  }).format(endsAt);
  return german ? `bis ${when} Uhr (Amsterdamer Zeit)` : `until ${when} (Amsterdam time)`;
}
