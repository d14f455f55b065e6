import { OddsFormat } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { toast } from "../../../lib/toast";
import { ChoiceCards } from "../../../ui/choice-cards";
import { chooseOddsFormat, localOdds, useOddsFormat } from "../odds-format";

/** Sample prices shown with each format: an odds-on, an even-ish and an outsider's price. */
const SAMPLES = [1.5, 2.5, 4];

/** Global settings: how odds are shown everywhere (decimal, fractional, American), kept in a cookie. */
export function OddsFormatSetting() {
  const { t } = useTranslation();
  const format = useOddsFormat();
  const locale = useLocale();
  return (
    <ChoiceCards<OddsFormat>
      legend={t("sports.oddsFormat.label")}
      value={format}
      testId="odds-format-setting"
      onChange={(next) => {
        chooseOddsFormat(next);
        toast.success(t("sports.oddsFormat.saved", { format: t(`sports.oddsFormat.${next}`) }));
      }}
      choices={OddsFormat.options.map((option) => ({
        value: option,
        label: t(`sports.oddsFormat.${option}`),
        detail: (
          <span className="tabular-nums">
            {SAMPLES.map((odds) => localOdds(odds, option, locale)).join(" · ")}
          </span>
        ),
      }))}
    />
  );
}
