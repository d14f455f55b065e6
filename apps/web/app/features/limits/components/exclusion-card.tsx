import type { ExclusionStatus } from "@casino/contract";
import { CircleCheck, Coffee, ShieldBan } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { useExclusionSettings } from "../api/get-exclusion-settings";
import type { ExclusionKind } from "../exclusion-request";
import { ExclusionDialog } from "./exclusion-dialog";
import { RgCard } from "./rg-card";

const FACTS = ["length", "blocked", "note"] as const;

/** Take a break (cool-off) or self-exclusion: what it means, and the button that starts the two-step dialog. */
export function ExclusionCard({ kind, status }: { kind: ExclusionKind; status: ExclusionStatus | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const settings = useExclusionSettings(kind);
  const [open, setOpen] = useState(false);
  const serious = kind === "selfExclusion";
  const facts = FACTS.map((key) => t(`rg.${kind}.facts.${key}`));
  return (
    <RgCard
      id={serious ? "rg-self-exclusion" : "rg-cool-off"}
      icon={serious ? ShieldBan : Coffee}
      title={t(`rg.${kind}.title`)}
      description={t(`rg.${kind}.description`)}
      tone={serious ? "serious" : "default"}
    >
      <ul className="mb-5 flex flex-col gap-2 text-sm">
        {facts.map((fact) => (
          <li key={fact} className="flex items-start gap-2.5">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-subtle" aria-hidden />
            <span className="text-muted">{fact}</span>
          </li>
        ))}
      </ul>
      {status ? (
        <Notice tone="info" className="mb-4">
          {status.endsAt
            ? t(`rg.${kind}.active`, { date: formatDateTime(status.endsAt, locale) })
            : t(`rg.${kind}.activePermanent`)}
        </Notice>
      ) : null}
      <div className="mt-auto">
        {settings.data ? (
          <Button
            variant={serious ? "danger" : "secondary"}
            size="lg"
            className="w-full sm:w-auto"
            onClick={() => setOpen(true)}
          >
            {t(`rg.${kind}.start`)}
          </Button>
        ) : settings.isError ? (
          <Notice tone="error">{t("rg.loadFailed")}</Notice>
        ) : (
          <Skeleton className="h-12 w-48 rounded-xl" />
        )}
      </div>
      {open && settings.data ? (
        <ExclusionDialog
          kind={kind}
          periods={settings.data.periods}
          onClose={() => setOpen(false)}
          onDone={() => setOpen(false)}
        />
      ) : null}
    </RgCard>
  );
}
