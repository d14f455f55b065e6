import type { AdminWithdrawal } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { useDecideWithdrawal } from "../api/decide-withdrawal";
import { useWithdrawals } from "../api/get-withdrawals";
import { DecisionQueue } from "./decision-queue";
import { HeldBadge, playerName } from "./player-name";
import { Cell } from "./queue";

const COLUMNS = "md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1.1fr)_minmax(0,1fr)_12rem]";
/** RejectWithdrawalRequest's bounds: the player reads the reason in their banking history. */
const REASON = { min: 3, max: 300 };

/** Withdrawals waiting for an operator: approve (after a confirmation) or reject with a reason. */
export function WithdrawalQueue() {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (item: AdminWithdrawal) => formatMoney(item.amount, item.currency, locale);

  return (
    <DecisionQueue
      query={useWithdrawals()}
      decide={useDecideWithdrawal()}
      texts="withdrawals"
      describe={(item) => ({ amount: money(item), player: playerName(item) })}
      reasonBounds={REASON}
      columns={COLUMNS}
      rowTestId="withdrawal-row"
      headings={[
        t("operator.columns.player"),
        t("operator.columns.amount"),
        t("operator.columns.requested"),
        t("operator.columns.method"),
      ]}
      cells={(item) => (
        <>
          <Cell label={t("operator.columns.player")} className="col-span-2 md:col-span-1">
            <span className="font-bold">{playerName(item)}</span>
            {item.heldForReview ? <HeldBadge /> : null}
          </Cell>
          <Cell label={t("operator.columns.amount")}>
            <span className="text-lg font-extrabold tabular-nums md:text-base">{money(item)}</span>
          </Cell>
          <Cell label={t("operator.columns.requested")}>
            <span className="text-sm tabular-nums">{formatDateTime(item.createdAt, locale)}</span>
          </Cell>
          <Cell label={t("operator.columns.method")} className="col-span-2 md:col-span-1">
            <span className="text-sm text-muted">{item.method ?? t("operator.withdrawals.noMethod")}</span>
          </Cell>
        </>
      )}
    />
  );
}
