import { isUrlLocale } from "@casino/contract";
import type { MetaFunction } from "react-router";
import { CatalogueDesk } from "../features/operator/catalogue/catalogue-desk";
import { OperatorArea } from "../features/operator/components/operator-area";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [
    { title: `${t("operator.areas.catalogue")} · ${t("brand.name")}` },
    { name: "robots", content: "noindex" },
  ];
};

/** /{locale}/operator/catalogue: the casino catalogue's curation (staff with catalogue.manage). */
export default function OperatorCataloguePage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <OperatorArea area="catalogue">
        <CatalogueDesk />
      </OperatorArea>
    </div>
  );
}
