import type { EligibleBonus } from "@casino/contract";
import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Button, buttonClass } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { Notice } from "../../../ui/notice";
import { useClaimBonus } from "../api/claim-bonus";
import { useApplyError } from "../apply-error";
import { applyErrorText } from "../apply-error-text";
import { TermsList } from "./terms-list";

/** Where the deposit form opens with a code filled in. */
export const depositWithCode = (code: string) =>
  `/profile/transactions/depositmoney?bonusCode=${encodeURIComponent(code)}`;

/**
 * The bonus-confirmation modal (docs/product/bonuses.md#claim): the bonus's rules before the player commits, then
 * what happens next — the money is there now, or it comes with the next qualifying deposit (with a button that fills
 * in the code).
 */
export function ClaimDialog({
  bonus,
  currency,
  onClose,
}: {
  bonus: EligibleBonus | null;
  currency: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const claim = useClaimBonus();
  const applyError = useApplyError();
  const close = () => {
    claim.reset();
    onClose();
  };
  if (!bonus) return null;
  const trigger = bonus.terms.trigger;
  const minimum =
    bonus.terms.minDeposit === null ? "" : formatMoney(bonus.terms.minDeposit, currency, locale);
  const done = claim.isSuccess;
  // What happens next: at once, with the next (minimum) deposit, when a qualifying bet settles, or (cashback)
  // losses count from now on.
  const next =
    bonus.kind === "cashback" ? "cashback" : trigger === "deposit" && !minimum ? "depositAny" : trigger;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !claim.isPending) close();
      }}
      title={done ? t("bonus.confirm.doneTitle") : t("bonus.confirm.title", { name: bonus.name })}
      description={done ? undefined : bonus.description}
      closeLabel={t("common.close")}
      size="lg"
    >
      {done ? (
        <div className="flex flex-col gap-4">
          <p className="flex items-start gap-3 text-sm">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
            <span>{t(`bonus.confirm.done.${next}`, { name: bonus.name, minimum })}</span>
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link
              to={localized(locale, "/profile/bonuses/active")}
              className={buttonClass({ variant: "secondary", size: "lg" })}
              onClick={close}
            >
              {t("bonus.confirm.seeActive")}
            </Link>
            {trigger === "deposit" ? (
              <Link
                to={localized(locale, depositWithCode(bonus.code))}
                className={buttonClass({ size: "lg" })}
                onClick={close}
                data-testid="bonus-deposit-now"
              >
                {t("bonus.confirm.depositNow")}
              </Link>
            ) : null}
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <TermsList kind={bonus.kind} terms={bonus.terms} currency={currency} />
          {bonus.url ? (
            <a
              href={localized(locale, bonus.url)}
              target="_blank"
              rel="noreferrer"
              className="self-start text-sm font-semibold text-primary-strong hover:underline"
            >
              {t("bonus.confirm.fullTerms")}
            </a>
          ) : null}
          <Notice tone="info">{t(`bonus.confirm.how.${next}`, { minimum })}</Notice>
          {claim.isError && applyError.message ? <Notice tone="error">{applyError.message}</Notice> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" size="lg" onClick={close} disabled={claim.isPending}>
              {t("common.cancel")}
            </Button>
            <Button
              size="lg"
              pending={claim.isPending}
              data-testid="bonus-confirm"
              onClick={() => {
                applyError.clear();
                claim.mutate(
                  { id: bonus.id, currency },
                  { onError: (error) => applyError.show(applyErrorText(t, error, locale)) },
                );
              }}
            >
              {t("bonus.confirm.confirm")}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
