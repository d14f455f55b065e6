import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button";
import { TextField } from "../../../ui/text-field";
import { amsterdamToday, defaultPeriod, periodProblem, statementUrl } from "../statement-period";

/** Downloads the activity statement (CSV) of a chosen period: every real and bonus movement, Amsterdam dates. */
export function ActivityStatement() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(defaultPeriod);
  const problem = periodProblem(period.from, period.to);
  const today = amsterdamToday();
  return (
    <section
      aria-labelledby="activity-statement"
      className="rounded-3xl border border-border/70 bg-surface p-5 shadow-card sm:p-7"
    >
      <h2 id="activity-statement" className="text-lg font-bold">
        {t("account.statement.title")}
      </h2>
      <p className="mb-5 mt-1 text-sm text-muted">{t("account.statement.description")}</p>
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <TextField
          label={t("account.statement.from")}
          type="date"
          max={today}
          value={period.from}
          onChange={(event) => setPeriod((was) => ({ ...was, from: event.target.value }))}
        />
        <TextField
          label={t("account.statement.to")}
          type="date"
          max={today}
          value={period.to}
          onChange={(event) => setPeriod((was) => ({ ...was, to: event.target.value }))}
          error={problem ? t(problem) : null}
        />
        {problem ? (
          <span className={buttonClass({ variant: "primary" })} aria-disabled="true" style={{ opacity: 0.5 }}>
            <Download className="size-4" aria-hidden />
            {t("account.statement.download")}
          </span>
        ) : (
          <a
            href={statementUrl(period.from, period.to)}
            download
            className={buttonClass({ variant: "primary" })}
          >
            <Download className="size-4" aria-hidden />
            {t("account.statement.download")}
          </a>
        )}
      </div>
      <p className="mt-3 text-xs text-subtle">{t("account.statement.note")}</p>
    </section>
  );
}
