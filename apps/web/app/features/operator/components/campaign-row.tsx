import type { BonusCampaignListItem, UrlLocale } from "@casino/contract";
import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { formatWeekdays } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { Button } from "../../../ui/button";
import {
  type CampaignState,
  campaignMoney,
  campaignName,
  campaignState,
  firstDay,
  formatDay,
  isInternalCampaign,
  lastDay,
} from "../campaign-view";
import { Cell, QueueRow } from "./queue";

/** Campaign, bonus, status, wagering, in play, actions: shared by the column header and every row. */
export const CAMPAIGN_COLUMNS =
  "md:grid-cols-[minmax(0,1.5fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_4rem_7.5rem]";

type Translate = (key: string, options?: Record<string, unknown>) => string;

const STATE_TONES: Record<CampaignState, string> = {
  active: "bg-success/15 text-success-ink ring-success/30",
  scheduled: "bg-primary/15 text-primary-strong ring-primary/30",
  paused: "bg-warning/15 text-warning-ink ring-warning/30",
  ended: "bg-surface-3 text-muted ring-border",
};

/** One campaign of the list: a card on phones, a row of the dense list from 768 px. */
export function CampaignRow({
  campaign,
  now,
  onEdit,
  onGrant,
}: {
  campaign: BonusCampaignListItem;
  now: Date;
  onEdit(): void;
  onGrant(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = campaignState(campaign, now);
  const internal = isInternalCampaign(campaign.code);
  const label = (column: string) => t(`operator.bonuses.columns.${column}`);
  return (
    <QueueRow testId="campaign-row" columns={CAMPAIGN_COLUMNS}>
      <Cell label={label("campaign")} className="col-span-2 md:col-span-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="break-all font-mono text-sm font-bold">{campaign.code}</span>
          {internal ? (
            <span className="rounded-full bg-surface-3 px-2 py-0.5 text-[11px] font-bold text-muted">
              {t("operator.bonuses.internal")}
            </span>
          ) : null}
        </span>
        <span className="block text-sm text-muted">{campaignName(campaign, locale)}</span>
      </Cell>
      <Cell label={label("reward")}>
        <span className="block text-sm font-bold tabular-nums">{rewardText(t, campaign, locale)}</span>
        <span className="block text-xs text-muted">
          {t(`operator.bonuses.kinds.${campaign.kind}`)} ·{" "}
          {t(`operator.bonuses.triggers.${campaign.trigger}`)}
        </span>
      </Cell>
      <Cell label={label("state")}>
        <span
          className={clsx(
            "inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-bold ring-1 ring-inset",
            STATE_TONES[state],
          )}
        >
          <span aria-hidden className="size-1.5 rounded-full bg-current" />
          {t(`operator.bonuses.states.${state}`)}
        </span>
        <span className="mt-1 block text-xs tabular-nums text-muted">
          {windowText(t, campaign, state, locale)}
        </span>
        {hoursText(t, campaign, locale) ? (
          <span className="block text-xs text-muted" data-testid="campaign-hours">
            {hoursText(t, campaign, locale)}
          </span>
        ) : null}
      </Cell>
      <Cell label={label("wagering")}>
        <Wagering campaign={campaign} />
      </Cell>
      <Cell label={label("inPlay")}>
        <span className="text-sm font-bold tabular-nums">{campaign.openGrants}</span>
      </Cell>
      {/* Stacked on wide screens: the column keeps one width in every language and matches its header. */}
      <div className="col-span-2 grid grid-flow-col gap-2 md:col-span-1 md:flex md:flex-col md:items-stretch">
        <Button
          size="sm"
          variant="secondary"
          onClick={onEdit}
          aria-label={t("operator.bonuses.editLabel", { code: campaign.code })}
        >
          {t("operator.bonuses.edit")}
        </Button>
        {internal ? null : (
          <Button
            size="sm"
            variant="secondary"
            onClick={onGrant}
            aria-label={t("operator.bonuses.grantLabel", { code: campaign.code })}
          >
            {t("operator.bonuses.grant")}
          </Button>
        )}
      </div>
    </QueueRow>
  );
}

/** "Since 1 Jan 2025", "Starts 1 May 2026" or "1 Jan 2026 – 30 Jun 2026", by the campaign's days. */
function windowText(t: Translate, campaign: BonusCampaignListItem, state: CampaignState, locale: UrlLocale) {
  const from = formatDay(firstDay(campaign), locale);
  const last = lastDay(campaign);
  if (last) return t("operator.bonuses.window.range", { from, to: formatDay(last, locale) });
  return t(state === "scheduled" ? "operator.bonuses.window.starts" : "operator.bonuses.window.from", {
    from,
  });
}

/** What a grant gives: the match and its cap, the cash or free-bet amount, the spins, or the ticket. */
function rewardText(t: Translate, campaign: BonusCampaignListItem, locale: UrlLocale) {
  const money = (amount: number) => campaignMoney(amount, campaign, locale);
  const { percentage, maxBonus, amount } = campaign;
  switch (campaign.kind) {
    case "deposit_match":
      return maxBonus === null
        ? t("operator.bonuses.reward.matchUncapped", { percentage })
        : t("operator.bonuses.reward.match", { percentage, max: money(maxBonus) });
    case "free_spins":
      return t("operator.bonuses.reward.spins", { spins: campaign.spins, value: money(amount ?? 0) });
    case "tournament_ticket":
      return t("operator.bonuses.reward.ticket");
    case "cashback":
      return maxBonus === null
        ? t("operator.bonuses.reward.cashbackUncapped", { percentage })
        : t("operator.bonuses.reward.cashback", { percentage, max: money(maxBonus) });
    default:
      return amount === null ? "—" : money(amount);
  }
}

/** The wagering multiplier, with the stake and conversion limits under it when there are any. */
function Wagering({ campaign }: { campaign: BonusCampaignListItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (campaign.kind === "tournament_ticket") return <span className="text-sm text-muted">—</span>;
  const money = (amount: number) => campaignMoney(amount, campaign, locale);
  return (
    <>
      <span className="block text-sm font-bold tabular-nums">
        {campaign.wageringMultiplier === 0
          ? t("operator.bonuses.wagering.none")
          : t("operator.bonuses.wagering.times", { multiplier: campaign.wageringMultiplier })}
      </span>
      {campaign.maxBet === null ? null : (
        <span className="block text-xs text-muted">
          {t("operator.bonuses.wagering.maxBet", { amount: money(campaign.maxBet) })}
        </span>
      )}
      {campaign.maxConversion === null ? null : (
        <span className="block text-xs text-muted">
          {t("operator.bonuses.wagering.maxConversion", { amount: money(campaign.maxConversion) })}
        </span>
      )}
    </>
  );
}

/** The days and hours a windowed campaign takes claims (Amsterdam time), or null for any time. */
function hoursText(t: Translate, campaign: BonusCampaignListItem, locale: UrlLocale): string | null {
  const { availableDays, availableFrom, availableUntil } = campaign;
  if (!availableDays?.length && availableFrom === null && availableUntil === null) return null;
  const days = availableDays?.length ? formatWeekdays(availableDays, locale) : t("operator.bonuses.everyDay");
  if (availableFrom === null && availableUntil === null) return days;
  return t("operator.bonuses.hours", {
    days,
    from: availableFrom ?? "00:00",
    until: availableUntil ?? "24:00",
  });
}
