import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { useModals } from "../../../lib/shell-state/modal-store";
import { Dialog } from "../../../ui/dialog";
import { useBalance } from "../api/get-balance";
import { DEPOSIT_PATH, DepositForm, type DepositFormGate, NoGate } from "./deposit-form";

/** The deposit modal (docs/product/cashier.md#deposit-draft: open or closed; what was typed survives closing it). */
export function DepositModal({ currency, Gate = NoGate }: { currency: string; Gate?: DepositFormGate }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const open = useModals((state) => state.modal?.name === "deposit");
  const close = useModals((state) => state.close);
  const balance = useBalance(open).data;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t("cashier.deposit.title")}
      description={
        balance
          ? t("cashier.deposit.currentBalance", {
              amount: formatMoney(balance.total, balance.totalCurrency, locale),
            })
          : t("cashier.deposit.description")
      }
      closeLabel={t("common.close")}
    >
      <Gate>
        <DepositForm currency={currency} />
      </Gate>
      <p className="mt-4 text-center text-xs text-subtle">
        <Link
          to={localized(locale, DEPOSIT_PATH)}
          onClick={close}
          className="font-semibold text-muted underline-offset-2 hover:text-text hover:underline"
        >
          {t("cashier.deposit.openPage")}
        </Link>
      </p>
    </Dialog>
  );
}
