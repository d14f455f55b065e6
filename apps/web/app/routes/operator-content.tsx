import { isUrlLocale } from "@casino/contract";
import type { MetaFunction } from "react-router";
import { OperatorArea } from "../features/operator/components/operator-area";
import { ContentDesk } from "../features/operator/content/content-desk";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [
    { title: `${t("operator.areas.content")} · ${t("brand.name")}` },
    { name: "robots", content: "noindex" },
  ];
};

/** /{locale}/operator/content: the back office's content (staff only). */
export default function OperatorContentPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <OperatorArea area="content">
        <ContentDesk />
      </OperatorArea>
    </div>
  );
}
