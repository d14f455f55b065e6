import type { AuditEntry } from "@casino/contract";
import { Download, ShieldAlert, ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { Button, buttonClass } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { TextField } from "../../../ui/text-field";
import { amsterdamMidnight, nextDay } from "../amsterdam-day";
import { DeskSection } from "../components/desk-section";
import { Cell, Queue, QueueRow } from "../components/queue";
import { operatorErrorText } from "../operator-errors";
import { type AuditFilters, auditExportUrl, auditQuery, useAudit, useVerifyAudit } from "./audit-api";

// Three columns (who and when, what and on what, the change): five were too narrow beside the console's
// navigation at 1280 px, and usernames and actions broke in the middle of a word.
const COLUMNS = "md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,2fr)]";
const NO_FILTERS: AuditFilters = { action: "", targetId: "", staffId: "", from: "", to: "" };
// Filter days are Amsterdam days: from the start of `from` to the end of `to`.
const toIso = (day: string, end: boolean) => amsterdamMidnight(end ? nextDay(day) : day);

/** The audit trail: every staff action, filtered, exported as CSV, and its hash chain verified on request. */
export function AuditLog() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(NO_FILTERS);
  const [filters, setFilters] = useState(NO_FILTERS);
  const query = auditQuery(filters, toIso);
  const field = (name: keyof AuditFilters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  return (
    <DeskSection
      area="audit"
      actions={
        <a
          href={auditExportUrl(query)}
          className={buttonClass({ variant: "secondary", size: "sm" })}
          download
        >
          <Download className="size-4" aria-hidden />
          {t("operator.audit.export")}
        </a>
      }
    >
      <Verify />
      <form
        onSubmit={submit}
        className="grid gap-3 rounded-2xl bg-surface-2/40 p-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        <TextField
          label={t("operator.audit.action")}
          placeholder="withdrawal."
          {...field("action")}
          className="lg:col-span-2"
        />
        <TextField label={t("operator.audit.target")} {...field("targetId")} className="lg:col-span-2" />
        <TextField label={t("operator.audit.staff")} {...field("staffId")} className="lg:col-span-2" />
        <TextField
          label={t("operator.audit.from")}
          type="date"
          {...field("from")}
          className="lg:col-span-2"
        />
        <TextField label={t("operator.audit.to")} type="date" {...field("to")} className="lg:col-span-2" />
        {/* Level with the inputs, not with the message line the fields keep free below them. */}
        <div className="flex items-end gap-2 sm:mb-[1.625rem] lg:col-span-2">
          <Button type="submit">{t("operator.audit.apply")}</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
            }}
          >
            {t("operator.audit.clear")}
          </Button>
        </div>
      </form>
      <Queue
        query={useAudit(query)}
        label={t("operator.audit.listLabel")}
        empty={t("operator.audit.empty")}
        headings={[t("operator.audit.who"), t("operator.audit.what"), t("operator.audit.change")]}
        columns={COLUMNS}
      >
        {(entry) => <EntryRow key={entry.id} entry={entry} />}
      </Queue>
    </DeskSection>
  );
}

function Verify() {
  const { t } = useTranslation();
  const verify = useVerifyAudit();
  const result = verify.data;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <Button variant="secondary" size="sm" pending={verify.isPending} onClick={() => verify.mutate()}>
        {t("operator.audit.verify")}
      </Button>
      {result ? (
        <p
          role="status"
          data-testid="audit-verify"
          className={
            result.ok
              ? "flex items-center gap-2 text-sm font-semibold text-success-ink"
              : "flex items-center gap-2 text-sm font-semibold text-danger-ink"
          }
        >
          {result.ok ? (
            <ShieldCheck className="size-5" aria-hidden />
          ) : (
            <ShieldAlert className="size-5" aria-hidden />
          )}
          {result.ok
            ? t("operator.audit.intact", { count: result.entries })
            : t("operator.audit.broken", { id: result.firstBrokenId })}
        </p>
      ) : null}
      {verify.isError ? <Notice tone="error">{operatorErrorText(t, verify.error)}</Notice> : null}
    </div>
  );
}

const describe = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value));

function EntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <QueueRow columns={COLUMNS} testId="audit-row">
      <Cell label={t("operator.audit.who")} className="col-span-2 md:col-span-1">
        <span className="block font-bold">{entry.staffUsername ?? t("operator.audit.system")}</span>
        <span className="block text-xs text-muted">{entry.staffRoles.join(", ")}</span>
        <span className="block text-xs text-muted tabular-nums">{formatDateTime(entry.at, locale)}</span>
      </Cell>
      <Cell label={t("operator.audit.what")} className="col-span-2 md:col-span-1">
        <code className="block text-sm">{entry.action}</code>
        <span className="block text-xs text-muted">{entry.targetType}</span>
        <span className="block truncate text-xs" title={entry.targetId}>
          {entry.targetId}
        </span>
      </Cell>
      <Cell label={t("operator.audit.change")} className="col-span-2 md:col-span-1">
        <span className="block break-words text-xs text-muted">
          {describe(entry.before)} → {describe(entry.after)}
        </span>
      </Cell>
    </QueueRow>
  );
}
