import type { WalletBonus } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { toast } from "../../../lib/toast";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { useForfeitBonus } from "../api/forfeit-bonus";

/** "Forfeit this bonus?" — what the player loses, before the bonus and its remaining money are removed. */
export function ForfeitDialog({ bonus, onClose }: { bonus: WalletBonus | null; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const forfeit = useForfeitBonus();
  if (!bonus) return null;
  const close = () => {
    forfeit.reset();
    onClose();
  };
  // A cashback holds no money: leaving it is opting out, and the week so far is still paid.
  const optOut = bonus.kind === "cashback";
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t(optOut ? "bonus.forfeit.optOutTitle" : "bonus.forfeit.title", { name: bonus.name })}
      description={
        optOut
          ? t("bonus.forfeit.optOutBody")
          : bonus.balance > 0
            ? t("bonus.forfeit.withMoney", { amount: formatMoney(bonus.balance, bonus.currency, locale) })
            : t("bonus.forfeit.withoutMoney")
      }
      confirmLabel={t(optOut ? "bonus.forfeit.optOutConfirm" : "bonus.forfeit.confirm")}
      cancelLabel={t(optOut ? "bonus.forfeit.optOutKeep" : "bonus.forfeit.keep")}
      closeLabel={t("common.close")}
      tone="danger"
      pending={forfeit.isPending}
      error={forfeit.isError ? errorText(t, forfeit.error, "bonus.forfeit.failed") : null}
      onConfirm={() =>
        forfeit.mutate(bonus.id, {
          onSuccess: () => {
            toast.success(
              t(optOut ? "bonus.forfeit.optOutDone" : "bonus.forfeit.done", { name: bonus.name }),
            );
            close();
          },
        })
      }
    />
  );
}
