import { useTranslation } from "react-i18next";
import { useBonusWallet } from "../api/get-bonus-wallet";
import { activeCount } from "../bonus-lists";

/**
 * docs/product/bonuses.md#bonus-wallet: the profile menu's "my bonuses" shows how many bonuses are active. Nothing
 * while there are none.
 */
export function ActiveBonusCount() {
  const { t } = useTranslation();
  const wallet = useBonusWallet();
  const count = wallet.data ? activeCount(wallet.data.bonuses) : 0;
  if (!count) return null;
  return (
    <span
      className="grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1.5 text-[11px] font-bold text-primary-contrast"
      data-testid="active-bonus-count"
    >
      <span aria-hidden>{count}</span>
      <span className="sr-only">{t("bonus.menuCount", { count })}</span>
    </span>
  );
}
