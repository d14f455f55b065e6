import type { EligibleBonus } from "@casino/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../ui/load-error";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { useEligibleBonuses } from "../api/get-eligible-bonuses";
import { ApplyErrorNotice } from "./apply-error-notice";
import { BonusesFrame, BonusSection } from "./bonuses-frame";
import { ClaimDialog } from "./claim-dialog";
import { CodeForm } from "./code-form";
import { EligibleCard } from "./eligible-card";

/** /profile/bonuses: the bonuses the player may claim, bonus money first, then spins, free bets and more. */
export function EligiblePage({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const eligible = useEligibleBonuses(currency);
  const [chosen, setChosen] = useState<EligibleBonus | null>(null);
  const data = eligible.data;
  const sections = [
    { key: "wager", items: data?.wagerBonuses },
    { key: "other", items: data?.bonuses },
  ] as const;
  return (
    <BonusesFrame title={t("pages.bonuses")}>
      <ApplyErrorNotice />
      <CodeForm currency={currency} />
      {eligible.isError ? (
        <LoadError message={t("bonus.loadFailed")} onRetry={() => eligible.refetch()} />
      ) : null}
      {data && !data.bonuses.length && !data.wagerBonuses.length ? (
        <Notice tone="info">{t("bonus.eligible.none")}</Notice>
      ) : null}
      {sections.map(({ key, items }) =>
        items && !items.length ? null : (
          <BonusSection key={key} title={t(`bonus.eligible.${key}`)} titleId={`bonus-${key}`}>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items
                ? items.map((bonus) => (
                    <EligibleCard key={bonus.id} bonus={bonus} currency={currency} onClaim={setChosen} />
                  ))
                : [1, 2, 3].map((n) => <Skeleton key={n} className="h-80 rounded-3xl" />)}
            </div>
          </BonusSection>
        ),
      )}
      <ClaimDialog bonus={chosen} currency={currency} onClose={() => setChosen(null)} />
    </BonusesFrame>
  );
}
