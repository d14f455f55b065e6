import { type AdminPayment, PaymentState } from "@casino/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Button } from "../../../ui/button";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { DeskSection } from "../components/desk-section";
import { playerName } from "../components/player-name";
import { Cell, Queue, QueueRow } from "../components/queue";
import { ReasonDialog } from "../components/reason-dialog";
import { operatorErrorText } from "../operator-errors";
import { NO_PAYMENT_FILTERS, type PaymentFilters, paymentsQuery } from "./payment-filters";
import { useChargeback, usePayments } from "./payments-api";
import { Reconciliation } from "./reconciliation";

const COLUMNS =
  "md:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)_9rem]";
/** ChargebackRequest's bounds. */
const REASON = { min: 3, max: 300 };

/** The payments desk: every deposit and withdrawal, filtered and paged; chargebacks; the reconciliation. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(NO_PAYMENT_FILTERS);
  const [filters, setFilters] = useState(NO_PAYMENT_FILTERS);
  // The cursors of the pages seen so far: the last one is the page shown (null = the first).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const query = usePayments(paymentsQuery(filters, cursors[cursors.length - 1] ?? null));
  const [charging, setCharging] = useState<AdminPayment | null>(null);
  const field = (name: keyof PaymentFilters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const apply = (next: PaymentFilters) => {
    setFilters(next);
    setCursors([null]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const nextCursor = query.data?.nextCursor ?? null;
  return (
    <DeskSection area="payments">
      <form
        onSubmit={submit}
        className="grid gap-3 rounded-2xl bg-surface-2/40 p-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        <SelectField
          label={t("operator.payments.type")}
          placeholder={t("operator.payments.any")}
          options={[
            { value: "deposit", label: t("operator.payments.deposit") },
            { value: "withdrawal", label: t("operator.payments.withdrawal") },
          ]}
          {...field("type")}
          className="lg:col-span-2"
        />
        <SelectField
          label={t("operator.payments.state")}
          placeholder={t("operator.payments.any")}
          options={PaymentState.options.map((state) => ({ value: state, label: state }))}
          {...field("state")}
          className="lg:col-span-2"
        />
        <TextField
          label={t("operator.payments.currency")}
          maxLength={3}
          {...field("currency")}
          className="lg:col-span-2"
        />
        <TextField label={t("operator.payments.username")} {...field("username")} className="lg:col-span-2" />
        <TextField label={t("operator.payments.from")} type="date" {...field("from")} />
        <TextField label={t("operator.payments.to")} type="date" {...field("to")} />
        <div className="flex items-end gap-2 lg:col-span-2">
          <Button type="submit">{t("operator.audit.apply")}</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(NO_PAYMENT_FILTERS);
              apply(NO_PAYMENT_FILTERS);
            }}
          >
            {t("operator.audit.clear")}
          </Button>
        </div>
      </form>
      <Queue
        query={query}
        label={t("operator.payments.listLabel")}
        empty={t("operator.payments.empty")}
        headings={[
          t("operator.columns.player"),
          t("operator.payments.type"),
          t("operator.columns.amount"),
          t("operator.payments.state"),
          t("operator.columns.requested"),
        ]}
        columns={COLUMNS}
      >
        {(item) => <PaymentRow key={item.id} item={item} onChargeback={() => setCharging(item)} />}
      </Queue>
      <nav aria-label={t("operator.payments.pages")} className="flex justify-end gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={cursors.length === 1}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          {t("operator.payments.previous")}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={nextCursor === null}
          onClick={() => setCursors([...cursors, nextCursor])}
        >
          {t("operator.payments.next")}
        </Button>
      </nav>
      <ChargebackDialog item={charging} onClose={() => setCharging(null)} />
      <Reconciliation />
    </DeskSection>
  );
}

function PaymentRow({ item, onChargeback }: { item: AdminPayment; onChargeback(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const chargeable = item.type === "deposit" && item.state === "SUCCESSFUL" && item.chargeback === null;
  return (
    <QueueRow columns={COLUMNS} testId="payment-row">
      <Cell label={t("operator.columns.player")} className="col-span-2 md:col-span-1">
        <span className="font-bold">{playerName(item)}</span>
        <span className="block text-xs text-muted">{item.method ?? item.provider}</span>
      </Cell>
      <Cell label={t("operator.payments.type")}>
        <span className="text-sm">{t(`operator.payments.${item.type}`)}</span>
      </Cell>
      <Cell label={t("operator.columns.amount")}>
        <span className="font-extrabold tabular-nums">{formatMoney(item.amount, item.currency, locale)}</span>
      </Cell>
      <Cell label={t("operator.payments.state")}>
        <span className="text-sm font-semibold">{item.state}</span>
        {item.chargeback ? (
          <span className="block text-xs font-semibold text-danger-ink">
            {t("operator.payments.chargedBack", {
              debited: formatMoney(item.chargeback.debited, item.currency, locale),
              shortfall: formatMoney(item.chargeback.shortfall, item.currency, locale),
            })}
          </span>
        ) : null}
      </Cell>
      <Cell label={t("operator.columns.requested")}>
        <span className="text-sm tabular-nums">{formatDateTime(item.createdAt, locale)}</span>
      </Cell>
      <div className="col-span-2 flex md:col-span-1 md:justify-end">
        {chargeable ? (
          <Button variant="secondary" size="sm" onClick={onChargeback}>
            {t("operator.payments.chargeback")}
          </Button>
        ) : null}
      </div>
    </QueueRow>
  );
}

function ChargebackDialog({ item, onClose }: { item: AdminPayment | null; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const chargeback = useChargeback();
  return (
    <ReasonDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) {
          chargeback.reset();
          onClose();
        }
      }}
      title={t("operator.payments.chargebackTitle")}
      description={
        item
          ? t("operator.payments.chargebackText", {
              amount: formatMoney(item.amount, item.currency, locale),
              player: playerName(item),
            })
          : undefined
      }
      label={t("operator.payments.chargebackReason")}
      confirmLabel={t("operator.payments.chargeback")}
      bounds={REASON}
      tone="danger"
      pending={chargeback.isPending}
      error={chargeback.isError ? operatorErrorText(t, chargeback.error) : null}
      onConfirm={(reason) => {
        if (item) chargeback.mutate({ id: item.id, reason }, { onSuccess: onClose });
      }}
    />
  );
}
