import type { ComplianceSignal, ExcludedPlayer as ExcludedPlayerSchema } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Cell, Queue, QueueRow } from "../components/queue";
import { useExclusions, useSignals } from "./compliance-api";
import { signalDetail } from "./signal-detail";

type ExcludedPlayer = ReturnType<typeof ExcludedPlayerSchema.parse>;

const SIGNAL_COLUMNS = "md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)]";
const EXCLUSION_COLUMNS =
  "md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]";

/** The compliance desk: responsible-gambling signals, and excluded players whose balance is to be paid out. */
export function CompliancePage() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="compliance-title"
      className="flex flex-col gap-5 rounded-3xl border border-border/70 bg-surface p-4 shadow-card sm:p-6"
    >
      <header>
        <h2 id="compliance-title" className="text-xl font-extrabold tracking-tight">
          {t("operator.compliance.title")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("operator.compliance.subtitle")}</p>
      </header>
      <h3 className="text-lg font-extrabold">{t("operator.compliance.signals")}</h3>
      <Queue
        query={useSignals()}
        label={t("operator.compliance.signals")}
        empty={t("operator.compliance.noSignals")}
        headings={[
          t("operator.columns.player"),
          t("operator.compliance.kind"),
          t("operator.compliance.detail"),
          t("operator.compliance.at"),
        ]}
        columns={SIGNAL_COLUMNS}
      >
        {(item) => (
          <SignalRow key={`${item.userId}:${item.kind}:${JSON.stringify(item.detail)}`} item={item} />
        )}
      </Queue>
      <h3 className="text-lg font-extrabold">{t("operator.compliance.exclusions")}</h3>
      <p className="-mt-3 text-sm text-muted">{t("operator.compliance.exclusionsText")}</p>
      <Queue
        query={useExclusions()}
        label={t("operator.compliance.exclusions")}
        empty={t("operator.compliance.noExclusions")}
        headings={[
          t("operator.columns.player"),
          t("operator.compliance.kind"),
          t("operator.compliance.since"),
          t("operator.compliance.until"),
          t("operator.compliance.balance"),
        ]}
        columns={EXCLUSION_COLUMNS}
      >
        {(item) => <ExclusionRow key={item.userId} item={item} />}
      </Queue>
    </section>
  );
}

function SignalRow({ item }: { item: ComplianceSignal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <QueueRow columns={SIGNAL_COLUMNS} testId="signal-row">
      <Cell label={t("operator.columns.player")}>
        <span className="font-bold">{item.username || item.userId.slice(0, 8)}</span>
      </Cell>
      <Cell label={t("operator.compliance.kind")}>
        <span className="text-sm font-semibold">{t(`operator.compliance.kinds.${item.kind}`)}</span>
      </Cell>
      <Cell label={t("operator.compliance.detail")} className="col-span-2 md:col-span-1">
        <span className="text-sm">{signalDetail(t, item, locale)}</span>
      </Cell>
      <Cell label={t("operator.compliance.at")}>
        <span className="text-sm tabular-nums">{formatDateTime(item.at, locale)}</span>
      </Cell>
    </QueueRow>
  );
}

function ExclusionRow({ item }: { item: ExcludedPlayer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <QueueRow columns={EXCLUSION_COLUMNS} testId="exclusion-row">
      <Cell label={t("operator.columns.player")} className="col-span-2 md:col-span-1">
        <span className="font-bold">{item.username}</span>
        <span className="block truncate text-xs text-muted">{item.email}</span>
      </Cell>
      <Cell label={t("operator.compliance.kind")}>
        <span className="text-sm">{t(`operator.compliance.exclusionKinds.${item.kind}`)}</span>
      </Cell>
      <Cell label={t("operator.compliance.since")}>
        <span className="text-sm tabular-nums">{formatDateTime(item.startedAt, locale)}</span>
      </Cell>
      <Cell label={t("operator.compliance.until")}>
        <span className="text-sm tabular-nums">
          {item.endsAt ? formatDateTime(item.endsAt, locale) : t("operator.compliance.permanent")}
        </span>
      </Cell>
      <Cell label={t("operator.compliance.balance")}>
        <span className="font-extrabold tabular-nums">
          {formatMoney(item.realBalance, item.currency, locale)}
        </span>
      </Cell>
    </QueueRow>
  );
}
