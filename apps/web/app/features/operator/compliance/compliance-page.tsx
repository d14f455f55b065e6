import type { ComplianceSignal, ExcludedPlayer as ExcludedPlayerSchema } from "@casino/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { Tabs } from "../../../ui/tabs";
import { TextArea } from "../../../ui/text-area";
import { DeskSection } from "../components/desk-section";
import { Cell, Queue, QueueRow, RowActions } from "../components/queue";
import { operatorErrorText } from "../operator-errors";
import { type AcknowledgeForm, acknowledgeFormSchema } from "./acknowledge-form";
import { useAcknowledgeSignal, useExclusions, useSignals } from "./compliance-api";
import { signalDetail } from "./signal-detail";

type ExcludedPlayer = ReturnType<typeof ExcludedPlayerSchema.parse>;

const SIGNAL_COLUMNS = "md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]";
/** The acknowledged list: who, when and the note take the room the button had. */
const ACKNOWLEDGED_COLUMNS =
  "md:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,1.6fr)_minmax(0,0.9fr)_minmax(0,2fr)]";
type SignalState = "open" | "acknowledged";
const EXCLUSION_COLUMNS =
  "md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]";

/** The compliance desk: responsible-gambling signals, and excluded players whose balance is to be paid out. */
export function CompliancePage() {
  const { t } = useTranslation();
  return (
    <DeskSection area="compliance">
      <h3 className="text-lg font-extrabold">{t("operator.compliance.signals")}</h3>
      <Signals />
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
    </DeskSection>
  );
}

/** The signals, open or acknowledged (decision 0214): an open one is acknowledged with a note and moves over. */
function Signals() {
  const { t } = useTranslation();
  const [state, setState] = useState<SignalState>("open");
  const acknowledged = state === "acknowledged";
  return (
    <>
      <Tabs<SignalState>
        label={t("operator.compliance.signals")}
        panelId="signals-panel"
        value={state}
        onChange={setState}
        options={[
          { value: "open", label: t("operator.compliance.ack.open") },
          { value: "acknowledged", label: t("operator.compliance.ack.acknowledged") },
        ]}
      />
      <div id="signals-panel" role="tabpanel" aria-label={t(`operator.compliance.ack.${state}`)}>
        <SignalList key={state} state={state} acknowledged={acknowledged} />
      </div>
    </>
  );
}

function SignalList({ state, acknowledged }: { state: SignalState; acknowledged: boolean }) {
  const { t } = useTranslation();
  return (
    <Queue
      query={useSignals(state)}
      label={t(`operator.compliance.ack.${state}`)}
      empty={
        acknowledged ? t("operator.compliance.ack.noneAcknowledged") : t("operator.compliance.noSignals")
      }
      headings={[
        t("operator.columns.player"),
        t("operator.compliance.kind"),
        t("operator.compliance.detail"),
        t("operator.compliance.at"),
        acknowledged ? t("operator.compliance.ack.by") : t("operator.compliance.ack.action"),
      ]}
      columns={acknowledged ? ACKNOWLEDGED_COLUMNS : SIGNAL_COLUMNS}
    >
      {(item) => (
        <SignalRow key={item.id} item={item} columns={acknowledged ? ACKNOWLEDGED_COLUMNS : SIGNAL_COLUMNS} />
      )}
    </Queue>
  );
}

function SignalRow({ item, columns }: { item: ComplianceSignal; columns: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [acknowledging, setAcknowledging] = useState(false);
  const name = item.username || item.userId.slice(0, 8);
  return (
    <QueueRow columns={columns} testId="signal-row">
      <Cell label={t("operator.columns.player")}>
        <span className="font-bold">{name}</span>
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
      {item.acknowledgement ? (
        <Cell label={t("operator.compliance.ack.by")} className="col-span-2 md:col-span-1">
          <span className="block text-sm font-semibold">
            {t("operator.compliance.ack.byWhom", {
              name: item.acknowledgement.staffUsername,
              at: formatDateTime(item.acknowledgement.at, locale),
            })}
          </span>
          <span className="block text-sm text-muted" data-testid="signal-note">
            {item.acknowledgement.note}
          </span>
        </Cell>
      ) : acknowledging ? null : (
        <RowActions>
          <Button variant="secondary" size="sm" onClick={() => setAcknowledging(true)}>
            {t("operator.compliance.ack.button")}
            <span className="sr-only">{t("operator.compliance.ack.forPlayer", { name })}</span>
          </Button>
        </RowActions>
      )}
      {acknowledging && !item.acknowledgement ? (
        <AcknowledgeNote signal={item} name={name} onClose={() => setAcknowledging(false)} />
      ) : null}
    </QueueRow>
  );
}

/** The note field under an open signal's row; saving moves the signal to the acknowledged list. */
function AcknowledgeNote({
  signal,
  name,
  onClose,
}: {
  signal: ComplianceSignal;
  name: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const acknowledge = useAcknowledgeSignal();
  const form = useForm<AcknowledgeForm>({
    defaultValues: { note: "" },
    resolver: zodResolver(acknowledgeFormSchema),
  });
  const message = form.formState.errors.note?.message;
  const submit = form.handleSubmit((values) =>
    acknowledge.mutate(
      { signalId: signal.id, note: values.note.trim() },
      {
        onSuccess: () => {
          toast.success(t("operator.compliance.ack.done", { name }));
          onClose();
        },
      },
    ),
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="col-span-2 flex flex-col gap-3 md:col-span-5"
      data-testid="acknowledge-form"
    >
      <TextArea
        label={t("operator.compliance.ack.note")}
        hint={t("operator.compliance.ack.noteHint")}
        {...form.register("note")}
        error={message ? t(message) : null}
        rows={2}
        maxLength={500}
        autoFocus
        required
      />
      {acknowledge.error ? <Notice tone="error">{operatorErrorText(t, acknowledge.error)}</Notice> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={acknowledge.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" pending={acknowledge.isPending}>
          {t("operator.compliance.ack.save")}
        </Button>
      </div>
    </form>
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
