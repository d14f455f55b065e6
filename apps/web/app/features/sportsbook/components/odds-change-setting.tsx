import { ACCEPT_ODDS_CHANGES } from "@casino/contract";
import { oneOf } from "../../../lib/json/shape";

const isAcceptOddsChanges = oneOf(ACCEPT_ODDS_CHANGES);

import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSlip } from "../slip/slip-store";

/** What the slip does when a price moves before the bet is placed: ask, take rises, or take any change. */
export function OddsChangeSetting() {
  const { t } = useTranslation();
  const id = useId();
  const value = useSlip((state) => state.acceptOddsChanges);
  const set = useSlip((state) => state.setAcceptOddsChanges);
  return (
    <div className="flex flex-col gap-1.5 text-xs">
      <label htmlFor={id} className="font-semibold text-muted">
        {t("sports.slip.oddsChanges")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const value = event.target.value;
          if (isAcceptOddsChanges(value)) set(value);
        }}
        className="h-9 w-full rounded-lg border border-border bg-surface-2/60 px-2 text-xs font-semibold"
        data-testid="odds-change-setting"
      >
        {ACCEPT_ODDS_CHANGES.map((option) => (
          <option key={option} value={option}>
            {t(`sports.slip.accept.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
