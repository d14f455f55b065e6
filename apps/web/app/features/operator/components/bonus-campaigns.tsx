import type { BonusCampaignListItem } from "@casino/contract";
import { clsx } from "clsx";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCampaigns } from "../api/get-campaigns";
import { CampaignDialog } from "./campaign-dialog";
import { CAMPAIGN_COLUMNS, CampaignRow } from "./campaign-row";
import { GrantDialog } from "./grant-dialog";
import { Queue } from "./queue";

/**
 * The bonus campaigns: status, reward and wagering of each, how many of its bonuses are in play, an edit dialog and
 * a grant to one player. The engine's per-prize campaigns stay out of the list until asked for (one per prize won).
 */
export function BonusCampaigns() {
  const { t } = useTranslation();
  const [internal, setInternal] = useState(false);
  const campaigns = useCampaigns(internal);
  const [editing, setEditing] = useState<BonusCampaignListItem | null>(null);
  const [granting, setGranting] = useState<BonusCampaignListItem | null>(null);
  const now = new Date();
  const column = (name: string) => t(`operator.bonuses.columns.${name}`);
  return (
    <>
      <InternalSwitch on={internal} onChange={setInternal} />
      <Queue
        query={campaigns}
        label={t("operator.bonuses.title")}
        empty={t("operator.bonuses.empty")}
        columns={CAMPAIGN_COLUMNS}
        headings={["campaign", "reward", "state", "wagering", "inPlay"].map(column)}
      >
        {(item) => (
          <CampaignRow
            key={item.id}
            campaign={item}
            now={now}
            onEdit={() => setEditing(item)}
            onGrant={() => setGranting(item)}
          />
        )}
      </Queue>
      <CampaignDialog campaign={editing} onClose={() => setEditing(null)} />
      <GrantDialog campaign={granting} onClose={() => setGranting(null)} />
    </>
  );
}

/** "Show internal campaigns": a switch (role=switch) with what it means under it. */
function InternalSwitch({ on, onChange }: { on: boolean; onChange(on: boolean): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        id={id}
        role="switch"
        aria-checked={on}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!on)}
        className={clsx(
          "relative h-6 w-11 shrink-0 rounded-full border transition-colors",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
          on ? "border-primary bg-primary" : "border-border bg-surface-3",
        )}
      >
        <span
          aria-hidden
          className={clsx(
            "absolute top-0.5 left-0.5 size-4.5 rounded-full shadow transition-transform motion-reduce:transition-none",
            on ? "translate-x-5 bg-primary-contrast" : "bg-muted",
          )}
        />
      </button>
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer text-sm font-semibold">
          {t("operator.bonuses.showInternal")}
        </label>
        <span id={`${id}-hint`} className="block text-xs text-muted">
          {t("operator.bonuses.showInternalHint")}
        </span>
      </div>
    </div>
  );
}
