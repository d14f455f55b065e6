import type { RiskLevel, RiskReview } from "@casino/contract";
import { clsx } from "clsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { useClearReview } from "../api/clear-review";
import { useOpenReviews } from "../api/get-reviews";
import { operatorErrorText } from "../operator-errors";
import { playerName } from "./player-name";
import { Cell, Queue, QueueRow, RowActions } from "./queue";
import { ReasonDialog } from "./reason-dialog";

const COLUMNS = "md:grid-cols-[minmax(0,1.4fr)_minmax(0,1.2fr)_minmax(0,1.1fr)_8rem]";
/** ClearReviewRequest's bounds: the note stays with the review as the reason it was cleared. */
const NOTE = { min: 1, max: 500 };

const LEVEL_TONES: Record<RiskLevel, string> = {
  low: "bg-success/15 text-success-ink ring-success/30",
  medium: "bg-warning/15 text-warning-ink ring-warning/30",
  high: "bg-danger/15 text-danger-ink ring-danger/30",
};

/** Accounts flagged by a high risk score: clearing one (with a note) lets its held withdrawals be approved. */
export function ReviewQueue() {
  const { t } = useTranslation();
  const locale = useLocale();
  const reviews = useOpenReviews();
  const clear = useClearReview();
  const [target, setTarget] = useState<RiskReview | null>(null);

  return (
    <>
      <Queue
        query={reviews}
        label={t("operator.reviews.title")}
        empty={t("operator.reviews.empty")}
        columns={COLUMNS}
        headings={[t("operator.columns.player"), t("operator.columns.risk"), t("operator.columns.flagged")]}
      >
        {(item) => (
          <QueueRow key={item.id} testId="review-row" columns={COLUMNS}>
            <Cell label={t("operator.columns.player")} className="col-span-2 md:col-span-1">
              <span className="font-bold">{playerName(item)}</span>
            </Cell>
            <Cell label={t("operator.columns.risk")}>
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-bold tabular-nums">
                  {t("operator.reviews.score", { score: item.score })}
                </span>
                <span
                  className={clsx(
                    "rounded-full px-2 py-0.5 text-[11px] font-bold ring-1 ring-inset",
                    LEVEL_TONES[item.level],
                  )}
                >
                  {t(`operator.reviews.level.${item.level}`)}
                </span>
              </span>
            </Cell>
            <Cell label={t("operator.columns.flagged")}>
              <span className="text-sm tabular-nums">{formatDateTime(item.openedAt, locale)}</span>
            </Cell>
            <RowActions>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  clear.reset();
                  setTarget(item);
                }}
                aria-label={t("operator.reviews.clearLabel", { player: playerName(item) })}
              >
                {t("operator.reviews.clear")}
              </Button>
            </RowActions>
          </QueueRow>
        )}
      </Queue>
      <ReasonDialog
        open={target !== null}
        onOpenChange={(next) => (next ? undefined : setTarget(null))}
        title={t("operator.reviews.clearTitle")}
        description={
          target
            ? t("operator.reviews.clearBody", { player: playerName(target), score: target.score })
            : undefined
        }
        label={t("operator.reviews.note")}
        hint={t("operator.reviews.noteHint")}
        confirmLabel={t("operator.reviews.clear")}
        tone="primary"
        bounds={NOTE}
        pending={clear.isPending}
        error={clear.isError ? operatorErrorText(t, clear.error) : null}
        onConfirm={(note) =>
          target &&
          clear.mutate(
            { userId: target.userId, note },
            {
              onSuccess: () => {
                toast.success(t("operator.reviews.cleared", { player: playerName(target) }));
                setTarget(null);
              },
            },
          )
        }
      />
    </>
  );
}
