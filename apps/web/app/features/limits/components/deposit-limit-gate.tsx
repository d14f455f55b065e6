import { ShieldCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { useModals } from "../../../lib/shell-state/modal-store";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { useLimits } from "../api/get-limits";
import { DepositLimitForm } from "./deposit-limit-form";

const LIMITS_PAGE = "/profile/responsiblegambling";

/**
 * Stands before the deposit form (the cashier's modal and page). A player whose rules require a monthly deposit
 * limit before depositing (Germany, GlüStV 2021 § 6c: at most 1,000 €) sets it right here instead of being sent to
 * the payment provider and refused; once it is set the deposit form appears. A player to be offered a limit before
 * the first deposit (UK) sees the offer above the form. While the limits load, or if they cannot be read, the form
 * shows as it is (the server still refuses a deposit the rules do not allow).
 */
export function DepositLimitGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const close = useModals((state) => state.close);
  const limits = useLimits().data;
  const [offerOpen, setOfferOpen] = useState(false);
  const toLimitsPage = (text: string) => (
    <Link
      to={`${localized(locale, LIMITS_PAGE)}#rg-deposit`}
      onClick={close}
      className="font-semibold text-primary-strong underline-offset-2 hover:underline"
    >
      {text}
    </Link>
  );

  if (limits?.depositLimitRequired) {
    const max = limits.maxMonthlyDepositLimit;
    return (
      <section
        aria-labelledby="deposit-limit-required"
        className="flex flex-col gap-4"
        data-testid="deposit-limit-required"
      >
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent">
            <ShieldCheck className="size-5" aria-hidden />
          </span>
          <div>
            <h3 id="deposit-limit-required" className="font-bold">
              {t("rg.required.title")}
            </h3>
            <p className="text-sm text-muted">
              {max === null
                ? t("rg.hints.depositLimitRequired")
                : t("rg.hints.depositLimitRequiredMax", {
                    max: formatMoney(max, limits.currency, locale),
                  })}
            </p>
          </div>
        </div>
        <DepositLimitForm
          limits={limits}
          submitLabel={t("rg.required.save")}
          onSaved={() => toast.success(t("rg.offer.saved"))}
        />
        <p className="text-center text-sm text-muted">{toLimitsPage(t("rg.required.limitsPage"))}</p>
      </section>
    );
  }
  if (limits?.promptForLimit && offerOpen) {
    return (
      <section
        aria-labelledby="deposit-limit-offer"
        className="flex flex-col gap-3"
        data-testid="deposit-limit-offer"
      >
        <h3 id="deposit-limit-offer" className="font-bold">
          {t("rg.offer.title")}
        </h3>
        <p className="text-sm text-muted">{t("rg.offer.description")}</p>
        <DepositLimitForm
          limits={limits}
          submitLabel={t("rg.offer.save")}
          onSaved={() => {
            toast.success(t("rg.offer.saved"));
            setOfferOpen(false);
          }}
          secondary={
            <Button variant="secondary" size="lg" onClick={() => setOfferOpen(false)}>
              {t("rg.offer.skip")}
            </Button>
          }
        />
      </section>
    );
  }
  return (
    <>
      {limits?.promptForLimit ? (
        <Notice tone="info" className="mb-4">
          {t("rg.hints.promptForLimit")}{" "}
          <button
            type="button"
            onClick={() => setOfferOpen(true)}
            className="font-semibold text-primary-strong underline-offset-2 hover:underline"
          >
            {t("rg.hints.setNow")}
          </button>
        </Notice>
      ) : null}
      {children}
    </>
  );
}
