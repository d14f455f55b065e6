import { clsx } from "clsx";
import { ArrowRight, Lock, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { parseAmountInput } from "../../../lib/money";
import { useMoney } from "../hooks/use-sports-player";
import { useFormatOdds } from "../odds-format";
import { potentialReturn, type SlipLine } from "../slip/slip";
import { useSlip } from "../slip/slip-store";
import { SportIcon } from "./sport-icon";
import { StakeInput } from "./stake-input";

/** One selection on the slip: what it is, its price (old → new when it moved), and in singles its stake. */
export function SlipLineCard({ line, withStake }: { line: SlipLine; withStake: boolean }) {
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const money = useMoney();
  const { selection, change, locked } = line;
  const stakeText = useSlip((state) => state.singles[selection.selectionId] ?? "");
  const setStake = useSlip((state) => state.setSingleStake);
  const remove = useSlip((state) => state.remove);
  const stake = parseAmountInput(stakeText);
  const invalid = stakeText.trim() !== "" && stake === null;
  return (
    <li
      className={clsx(
        "rounded-xl border bg-surface-2/40 p-3",
        locked ? "border-border/50 opacity-60" : change ? "border-warning/60" : "border-border/70",
      )}
      data-testid="slip-selection"
    >
      <div className="flex items-start gap-2">
        <SportIcon sport={selection.sport} className="mt-0.5 size-4 text-subtle" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-bold">{selection.selectionName}</p>
          <p className="truncate text-xs text-muted">{selection.marketName}</p>
          <p className="truncate text-xs text-subtle">{selection.eventName}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          {change ? (
            <span
              className="inline-flex items-center gap-1 text-sm font-extrabold tabular-nums"
              data-testid="slip-odds-change"
            >
              <span className="text-subtle line-through">{formatOdds(change.from)}</span>
              <ArrowRight className="size-3 text-subtle" aria-hidden />
              <span className={change.direction === "up" ? "text-success-ink" : "text-danger-ink"}>
                {formatOdds(change.to)}
              </span>
            </span>
          ) : (
            <span className="text-sm font-extrabold tabular-nums text-primary-strong" data-testid="slip-odds">
              {formatOdds(line.odds)}
            </span>
          )}
          <button
            type="button"
            onClick={() => remove(selection.selectionId)}
            className="-mr-1 grid size-7 place-items-center rounded-lg text-subtle hover:bg-surface-3 hover:text-text"
            aria-label={t("sports.slip.remove", { selection: selection.selectionName })}
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      {locked ? (
        <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-semibold text-warning-ink">
          <Lock className="size-3.5" aria-hidden />
          {t("sports.slip.locked")}
        </p>
      ) : null}
      {withStake ? (
        <div className="mt-2.5 flex items-center gap-3">
          <StakeInput
            label={t("sports.slip.stake")}
            value={stakeText}
            onChange={(text) => setStake(selection.selectionId, text)}
            invalid={invalid}
            className="w-32"
            testId="single-stake"
          />
          <p className="min-w-0 flex-1 text-right text-xs text-muted">
            {t("sports.slip.return")}{" "}
            <span className="font-bold tabular-nums text-text">
              {money(stake === null ? 0 : potentialReturn(stake, line.odds))}
            </span>
          </p>
        </div>
      ) : null}
    </li>
  );
}
