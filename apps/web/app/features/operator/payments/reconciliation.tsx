import type { UnmatchedProviderEvent, UnmatchedTransfer } from "@casino/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Button } from "../../../ui/button";
import { TextField } from "../../../ui/text-field";
import { Cell, Queue, QueueRow } from "../components/queue";
import { reconciliationPeriod } from "./payment-filters";
import { useReconciliation } from "./payments-api";

const COLUMNS = "md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]";

/** Provider notifications and ledger transfers that do not match, for a period of Amsterdam days. */
export function Reconciliation() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ from: "", to: "" });
  const [period, setPeriod] = useState<{ from: string; to: string } | null>(null);
  const events = useReconciliation(period, "providerEventsWithoutTransfer");
  const transfers = useReconciliation(period, "transfersWithoutProviderEvent");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPeriod(reconciliationPeriod(draft.from, draft.to));
  };
  return (
    <section
      aria-labelledby="reconciliation-title"
      className="flex flex-col gap-4 border-t border-border/60 pt-5"
    >
      <header>
        <h3 id="reconciliation-title" className="text-lg font-extrabold">
          {t("operator.payments.reconciliation.title")}
        </h3>
        <p className="mt-1 text-sm text-muted">{t("operator.payments.reconciliation.subtitle")}</p>
      </header>
      <form onSubmit={submit} className="grid gap-3 rounded-2xl bg-surface-2/40 p-4 sm:grid-cols-3">
        <TextField
          label={t("operator.payments.from")}
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <TextField
          label={t("operator.payments.to")}
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <div className="flex items-end">
          <Button type="submit">{t("operator.payments.reconciliation.run")}</Button>
        </div>
      </form>
      {period ? (
        <>
          <h4 className="font-bold">{t("operator.payments.reconciliation.events")}</h4>
          <Queue
            query={events}
            label={t("operator.payments.reconciliation.events")}
            empty={t("operator.payments.reconciliation.none")}
            headings={[
              t("operator.payments.reconciliation.event"),
              t("operator.columns.amount"),
              t("operator.payments.reconciliation.ref"),
              t("operator.payments.reconciliation.at"),
            ]}
            columns={COLUMNS}
          >
            {(item) => <EventRow key={`${item.provider}:${item.eventId}`} item={item} />}
          </Queue>
          <h4 className="font-bold">{t("operator.payments.reconciliation.transfers")}</h4>
          <Queue
            query={transfers}
            label={t("operator.payments.reconciliation.transfers")}
            empty={t("operator.payments.reconciliation.none")}
            headings={[
              t("operator.payments.reconciliation.transfer"),
              t("operator.columns.amount"),
              t("operator.payments.reconciliation.ref"),
              t("operator.payments.reconciliation.at"),
            ]}
            columns={COLUMNS}
          >
            {(item) => <TransferRow key={item.transferId} item={item} />}
          </Queue>
        </>
      ) : null}
    </section>
  );
}

function EventRow({ item }: { item: UnmatchedProviderEvent }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <QueueRow columns={COLUMNS} testId="unmatched-event">
      <Cell label={t("operator.payments.reconciliation.event")} className="col-span-2 md:col-span-1">
        <code className="text-sm">{item.type}</code>
        <span className="block truncate text-xs text-muted">{`${item.provider} · ${item.eventId}`}</span>
      </Cell>
      <Cell label={t("operator.columns.amount")}>
        <span className="tabular-nums">
          {item.amount !== null && item.currency ? formatMoney(item.amount, item.currency, locale) : "—"}
        </span>
      </Cell>
      <Cell label={t("operator.payments.reconciliation.ref")}>
        <span className="block truncate text-xs">{item.merchantRef}</span>
      </Cell>
      <Cell label={t("operator.payments.reconciliation.at")}>
        <span className="text-sm tabular-nums">{formatDateTime(item.receivedAt, locale)}</span>
      </Cell>
    </QueueRow>
  );
}

function TransferRow({ item }: { item: UnmatchedTransfer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <QueueRow columns={COLUMNS} testId="unmatched-transfer">
      <Cell label={t("operator.payments.reconciliation.transfer")} className="col-span-2 md:col-span-1">
        <code className="text-sm">{item.kind}</code>
        <span className="block truncate text-xs text-muted">{item.transferId}</span>
      </Cell>
      <Cell label={t("operator.columns.amount")}>
        <span className="tabular-nums">{formatMoney(item.amount, item.currency, locale)}</span>
      </Cell>
      <Cell label={t("operator.payments.reconciliation.ref")}>
        <span className="block truncate text-xs">{item.paymentTransactionId ?? "—"}</span>
      </Cell>
      <Cell label={t("operator.payments.reconciliation.at")}>
        <span className="text-sm tabular-nums">{formatDateTime(item.at, locale)}</span>
      </Cell>
    </QueueRow>
  );
}
