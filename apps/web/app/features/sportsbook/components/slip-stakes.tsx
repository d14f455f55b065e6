import { useTranslation } from "react-i18next";
import { useFormatOdds } from "../odds-format";
import { systemLineCount, systemSizes } from "../slip/slip";
import type { SlipBet } from "../slip/slip-bet";
import { useSlip } from "../slip/slip-store";
import { foldName } from "./bet-title";
import { StakeInput } from "./stake-input";

/** The stake of a multiple (with its combined odds) or of a system bet (size, lines, stake per line). */
export function CombinationStake({
  mode,
  bet,
  count,
}: {
  mode: "multiple" | "system";
  bet: SlipBet;
  count: number;
}) {
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const slip = useSlip();
  if (mode === "multiple")
    return (
      <div className="flex flex-col gap-2 rounded-xl border border-border/70 p-3">
        <p className="flex items-center justify-between text-sm">
          <span className="font-bold">{foldName(t, count)}</span>
          {bet.odds !== null ? (
            <span className="font-extrabold tabular-nums text-primary-strong" data-testid="multiple-odds">
              {formatOdds(bet.odds)}
            </span>
          ) : null}
        </p>
        <StakeInput
          label={t("sports.slip.stake")}
          value={slip.multiple}
          onChange={slip.setMultipleStake}
          invalid={bet.invalid.has("multiple")}
          testId="multiple-stake"
        />
      </div>
    );
  const size = Math.min(Math.max(slip.system.size, 2), count - 1);
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border/70 p-3">
      <label className="flex items-center justify-between gap-3 text-sm">
        <span className="font-bold">{t("sports.slip.systemSize")}</span>
        <select
          value={size}
          onChange={(event) => slip.setSystem({ size: Number(event.target.value) })}
          className="h-9 rounded-lg border border-border bg-surface-2/60 px-2 text-sm"
          data-testid="system-size"
        >
          {systemSizes(count).map((option) => (
            <option key={option} value={option}>
              {t("sports.slip.systemOption", { size: option, count, lines: systemLineCount(count, option) })}
            </option>
          ))}
        </select>
      </label>
      <StakeInput
        label={t("sports.slip.stakePerLine")}
        value={slip.system.stake}
        onChange={(stake) => slip.setSystem({ stake })}
        invalid={bet.invalid.has("system")}
        testId="system-stake"
      />
      <p className="text-xs text-muted">{t("sports.slip.systemLines", { count: bet.lines })}</p>
    </div>
  );
}
