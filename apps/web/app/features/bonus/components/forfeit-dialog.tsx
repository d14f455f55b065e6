import type { WalletBonus } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { errorText } from "../../../lib/error-text";
import { formatMoney } from "../../../lib/money";
import { useLocale } from "../../../shell/use-locale";
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
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t("bonus.forfeit.title", { name: bonus.name })}
      description={
        bonus.balance > 0
          ? t("bonus.forfeit.withMoney", { amount: formatMoney(bonus.balance, bonus.currency, locale) })
          : t("bonus.forfeit.withoutMoney")
      }
      confirmLabel={t("bonus.forfeit.confirm")}
      cancelLabel={t("bonus.forfeit.keep")}
      closeLabel={t("common.close")}
      tone="danger"
      pending={forfeit.isPending}
      error={forfeit.isError ? errorText(t, forfeit.error, "bonus.forfeit.failed") : null}
      onConfirm={() =>
        forfeit.mutate(bonus.id, {
          onSuccess: () => {
            toast.success(t("bonus.forfeit.done", { name: bonus.name }));
            close();
          },
        })
      }
    />
  );
}
