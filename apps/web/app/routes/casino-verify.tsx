import { isUrlLocale } from "@casino/contract";
import type { MetaFunction } from "react-router";
import { Verifier } from "../features/casino/components/verifier";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [{ title: `${t("casino.verify.title")} · ${t("brand.name")}` }];
};

/** /{locale}/casino/verify: recompute a round from its revealed seeds. */
export default function CasinoVerifyPage() {
  return <Verifier />;
}
