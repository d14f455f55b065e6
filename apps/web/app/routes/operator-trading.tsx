import { isUrlLocale } from "@casino/contract";
import type { MetaFunction } from "react-router";
import { OperatorArea } from "../features/operator/components/operator-area";
import { TradingDesk } from "../features/operator/trading/trading-desk";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [
    { title: `${t("operator.areas.trading")} · ${t("brand.name")}` },
    { name: "robots", content: "noindex" },
  ];
};

/** /{locale}/operator/trading: the back office's trading (staff only). */
export default function OperatorTradingPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <OperatorArea area="trading">
        <TradingDesk />
      </OperatorArea>
    </div>
  );
}
