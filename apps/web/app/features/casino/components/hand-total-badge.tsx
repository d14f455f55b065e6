import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { handTotal } from "../lib/hand-total";

/** A hand's total beside its label on the felt: "17", "7/17" while soft, "Bust (24)", "Blackjack". */
export function HandTotalBadge({
  cards,
  inPlay,
  split = false,
}: {
  cards: readonly string[];
  inPlay: boolean;
  split?: boolean;
}) {
  const { t } = useTranslation();
  const total = handTotal(cards, { inPlay, split });
  if (!total) return null;
  const text =
    total.kind === "blackjack"
      ? t("casino.blackjack.total.blackjack")
      : total.kind === "bust"
        ? t("casino.blackjack.total.bust", { total: total.total })
        : total.kind === "soft"
          ? t("casino.blackjack.total.soft", { low: total.low, high: total.high })
          : String(total.total);
  return (
    <span className="inline-flex items-center gap-1 normal-case tracking-normal">
      <span className="sr-only">{t("casino.blackjack.total.label")}</span>
      <span
        data-testid="hand-total"
        data-kind={total.kind}
        className={clsx(
          "rounded-full px-2 py-0.5 text-sm font-extrabold tabular-nums",
          total.kind === "blackjack" && "bg-gold text-black",
          total.kind === "bust" && "bg-rose-950/80 text-rose-100 ring-1 ring-rose-300/70",
          (total.kind === "soft" || total.kind === "hard") && "bg-black/35 text-white",
        )}
      >
        {text}
      </span>
    </span>
  );
}
