import { isUrlLocale } from "@casino/contract";
import type { MetaFunction } from "react-router";
import { OperatorArea } from "../features/operator/components/operator-area";
import { ProvidersDesk } from "../features/operator/providers/providers-desk";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [
    { title: `${t("operator.areas.providers")} · ${t("brand.name")}` },
    { name: "robots", content: "noindex" },
  ];
};

/** /{locale}/operator/providers: games from other studios (staff with catalogue.manage). */
export default function OperatorProvidersPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <OperatorArea area="providers">
        <ProvidersDesk />
      </OperatorArea>
    </div>
  );
}
