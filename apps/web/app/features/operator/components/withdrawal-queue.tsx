import type { AdminWithdrawal } from "@casino/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { useDecideWithdrawal } from "../api/decide-withdrawal";
import { useWithdrawals } from "../api/get-withdrawals";
import { operatorErrorText } from "../operator-errors";
import { HeldBadge, playerName } from "./player-name";
import { Cell, Queue, QueueRow, RowActions } from "./queue";
import { ReasonDialog } from "./reason-dialog";

const COLUMNS = "md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1.1fr)_minmax(0,1fr)_12rem]";
/** RejectWithdrawalRequest's bounds: the player reads the reason in their banking history. */
const REASON = { min: 3, max: 300 };

/** Withdrawals waiting for an operator: approve (after a confirmation) or reject with a reason. */
export function WithdrawalQueue() {
  const { t } = useTranslation();
  const locale = useLocale();
  const withdrawals = useWithdrawals();
  const decide = useDecideWithdrawal();
  const [target, setTarget] = useState<{ item: AdminWithdrawal; approve: boolean } | null>(null);
  const money = (item: AdminWithdrawal) => formatMoney(item.amount, item.currency, locale);
  const describe = (item: AdminWithdrawal) => ({ amount: money(item), player: playerName(item) });
  const open = (item: AdminWithdrawal, approve: boolean) => {
    decide.reset();
    setTarget({ item, approve });
  };
  const close = () => setTarget(null);
  const onDone = (key: "approved" | "rejected") => () => {
    if (target) toast.success(t(`operator.withdrawals.${key}`, describe(target.item)));
    close();
  };
  const error = decide.isError ? operatorErrorText(t, decide.error) : null;

  return (
    <>
      <Queue
        query={withdrawals}
        label={t("operator.withdrawals.title")}
        empty={t("operator.withdrawals.empty")}
        columns={COLUMNS}
        headings={[
          t("operator.columns.player"),
          t("operator.columns.amount"),
          t("operator.columns.requested"),
          t("operator.columns.method"),
        ]}
      >
        {(item) => (
          <QueueRow key={item.id} testId="withdrawal-row" columns={COLUMNS}>
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
            <RowActions>
              <Button
                size="sm"
                onClick={() => open(item, true)}
                aria-label={t("operator.withdrawals.approveLabel", describe(item))}
              >
                {t("operator.approve")}
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={() => open(item, false)}
                aria-label={t("operator.withdrawals.rejectLabel", describe(item))}
              >
                {t("operator.reject")}
              </Button>
            </RowActions>
          </QueueRow>
        )}
      </Queue>
      <ConfirmDialog
        open={target?.approve === true}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t("operator.withdrawals.approveTitle")}
        description={target ? t("operator.withdrawals.approveBody", describe(target.item)) : undefined}
        confirmLabel={t("operator.approve")}
        cancelLabel={t("common.cancel")}
        closeLabel={t("common.close")}
        pending={decide.isPending}
        error={error}
        onConfirm={() =>
          target && decide.mutate({ id: target.item.id, approve: true }, { onSuccess: onDone("approved") })
        }
      />
      <ReasonDialog
        open={target?.approve === false}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t("operator.withdrawals.rejectTitle")}
        description={target ? t("operator.withdrawals.rejectBody", describe(target.item)) : undefined}
        label={t("operator.withdrawals.reason")}
        hint={t("operator.withdrawals.reasonHint")}
        confirmLabel={t("operator.reject")}
        bounds={REASON}
        pending={decide.isPending}
        error={error}
        onConfirm={(reason) =>
          target &&
          decide.mutate({ id: target.item.id, approve: false, reason }, { onSuccess: onDone("rejected") })
        }
      />
    </>
  );
}
