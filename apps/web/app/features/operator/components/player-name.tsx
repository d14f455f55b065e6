import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";

/** How a queue names a player: the username, else the start of the account id (an account that cannot be read). */
export const playerName = (item: { username: string | null; userId: string }) =>
  item.username ?? item.userId.slice(0, 8);

/** The account is under risk review: its withdrawal cannot be approved until the review is cleared. */
export function HeldBadge() {
  const { t } = useTranslation();
  return (
    <span className="mt-1 flex w-fit items-center gap-1 rounded-full bg-warning/15 px-2 py-0.5 text-[11px] font-bold text-warning-ink ring-1 ring-inset ring-warning/30">
      <ShieldAlert className="size-3" aria-hidden />
      {t("operator.withdrawals.held")}
    </span>
  );
}
