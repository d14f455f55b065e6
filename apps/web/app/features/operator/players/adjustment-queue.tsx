import type { Adjustment } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { DecisionQueue } from "../components/decision-queue";
import { DeskSection } from "../components/desk-section";
import { Cell } from "../components/queue";
import { useDecideAdjustment, usePendingAdjustments } from "./players-api";

const COLUMNS = "md:grid-cols-[minmax(0,2fr)_minmax(0,0.9fr)_minmax(0,1.3fr)_minmax(0,1fr)_12rem]";
const REASON = { min: 3, max: 500 };

/**
 * Money corrections above the threshold, waiting for a second staff member (never the one who asked): `me`, the
 * caller's username, marks their own requests, which they cannot decide.
 */
export function AdjustmentQueue({ me }: { me: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (item: Adjustment) => formatMoney(item.amount, item.currency, locale);
  return (
    <DeskSection area="adjustments">
      <DecisionQueue
        query={usePendingAdjustments()}
        decide={useDecideAdjustment()}
        texts="adjustments"
        describe={(item) => ({ amount: money(item), player: item.username })}
        reasonBounds={REASON}
        columns={COLUMNS}
        rowTestId="adjustment-row"
        ownItem={(item) => me !== null && item.requestedBy === me}
        headings={[
          t("operator.columns.player"),
          t("operator.columns.amount"),
          t("operator.adjustments.reason"),
          t("operator.adjustments.requestedBy"),
        ]}
        cells={(item) => (
          <>
            <Cell label={t("operator.columns.player")}>
              <span className="font-bold">{item.username}</span>
            </Cell>
            <Cell label={t("operator.columns.amount")}>
              <span className="text-lg font-extrabold tabular-nums md:text-base">{money(item)}</span>
            </Cell>
            <Cell label={t("operator.adjustments.reason")} className="col-span-2 md:col-span-1">
              <span className="text-sm">{item.reason}</span>
            </Cell>
            <Cell label={t("operator.adjustments.requestedBy")} className="col-span-2 md:col-span-1">
              <span className="text-sm">{item.requestedBy}</span>
              <span className="block text-xs text-muted tabular-nums">
                {formatDateTime(item.requestedAt, locale)}
              </span>
            </Cell>
          </>
        )}
      />
    </DeskSection>
  );
}
