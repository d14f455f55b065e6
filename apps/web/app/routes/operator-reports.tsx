import { isUrlLocale } from "@casino/contract";
import type { MetaFunction } from "react-router";
import { OperatorArea } from "../features/operator/components/operator-area";
import { ReportsDesk } from "../features/operator/reports/reports-desk";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [
    { title: `${t("operator.areas.reports")} · ${t("brand.name")}` },
    { name: "robots", content: "noindex" },
  ];
};

/** /{locale}/operator/reports: the back office's reports (staff only). */
export default function OperatorReportsPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <OperatorArea area="reports">
        <ReportsDesk />
      </OperatorArea>
    </div>
  );
}
