import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { operatorErrorText } from "../operator-errors";
import { Queue, QueueRow, RowActions } from "./queue";
import { ReasonDialog } from "./reason-dialog";

/** An operator's decision on one queued item; a rejection carries the reason the player will read. */
export type Decision = { id: string; approve: true } | { id: string; approve: false; reason: string };

/** The decide mutation of a queue (approve → …/approve, reject → …/reject with the reason). */
interface DecideMutation {
  mutate(decision: Decision, options: { onSuccess(): void }): void;
  reset(): void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export interface DecisionQueueProps<T extends { id: string }> {
  query: UseQueryResult<{ items: T[] }>;
  decide: DecideMutation;
  /** The queue's texts live under `operator.<texts>.*` (title, empty, approveLabel, approveTitle, rejectBody…). */
  texts: "documents" | "withdrawals" | "adjustments";
  /** The values the texts interpolate for one item ({type, player} or {amount, player}). */
  describe(item: T): Record<string, string>;
  /** The reject request's bounds of the reason (its contract's min and max). */
  reasonBounds: { min: number; max: number };
  columns: string;
  headings: string[];
  rowTestId: string;
  /** The row's cells before its approve and reject buttons. */
  cells(item: T): ReactNode;
  /**
   * Whether the caller asked for this item themselves (a money correction): then a second person decides, and the
   * row says so (`operator.<texts>.yours`) instead of offering buttons the server would refuse (403 FOUR_EYES).
   */
  ownItem?(item: T): boolean;
}

/**
 * A back-office queue whose items are approved (after a confirmation) or rejected with a reason: the withdrawal and
 * the document queues. The dialog stays open while the request runs and shows a refusal in place; a success is
 * toasted and closes it.
 */
export function DecisionQueue<T extends { id: string }>(props: DecisionQueueProps<T>) {
  const { query, decide, texts, describe, columns } = props;
  const { t } = useTranslation();
  const [target, setTarget] = useState<{ item: T; approve: boolean } | null>(null);
  const text = (key: string, item?: T) => t(`operator.${texts}.${key}`, item ? describe(item) : undefined);
  const open = (item: T, approve: boolean) => {
    decide.reset();
    setTarget({ item, approve });
  };
  const close = () => setTarget(null);
  const onDone = (key: "approved" | "rejected") => () => {
    if (target) toast.success(text(key, target.item));
    close();
  };
  const error = decide.isError ? operatorErrorText(t, decide.error) : null;

  return (
    <>
      <Queue
        query={query}
        label={text("title")}
        empty={text("empty")}
        columns={columns}
        headings={props.headings}
      >
        {(item) => (
          <QueueRow key={item.id} testId={props.rowTestId} columns={columns}>
            {props.cells(item)}
            <RowActions>
              {props.ownItem?.(item) ? (
                <p className="text-sm text-muted md:max-w-48 md:text-right" data-testid="own-item">
                  {text("yours")}
                </p>
              ) : (
                <>
                  <Button size="sm" onClick={() => open(item, true)} aria-label={text("approveLabel", item)}>
                    {t("operator.approve")}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => open(item, false)}
                    aria-label={text("rejectLabel", item)}
                  >
                    {t("operator.reject")}
                  </Button>
                </>
              )}
            </RowActions>
          </QueueRow>
        )}
      </Queue>
      <ConfirmDialog
        open={target?.approve === true}
        onOpenChange={(next) => (next ? undefined : close())}
        title={text("approveTitle")}
        description={target ? text("approveBody", target.item) : undefined}
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
        title={text("rejectTitle")}
        description={target ? text("rejectBody", target.item) : undefined}
        label={text("reason")}
        hint={text("reasonHint")}
        confirmLabel={t("operator.reject")}
        bounds={props.reasonBounds}
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
