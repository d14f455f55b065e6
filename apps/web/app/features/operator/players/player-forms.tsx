import type { Adjustment, StaffNote } from "@casino/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { SelectField } from "../../../ui/select-field";
import { TextArea } from "../../../ui/text-area";
import { TextField } from "../../../ui/text-field";
import { useCan } from "../api/get-staff-access";
import { operatorErrorText } from "../operator-errors";
import { Panel } from "./panel";
import { useAddNote, useRequestAdjustment } from "./players-api";

/** A manual correction of the real balance (+ credits, − debits); above the threshold a second person approves. */
export function AdjustmentForm({
  id,
  currencies,
  adjustments,
}: {
  id: string;
  currencies: string[];
  adjustments: Adjustment[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const request = useRequestAdjustment(id);
  const may = useCan("adjustments.request");
  const [amount, setAmount] = useState("");
  const [currency, setCurrency] = useState(currencies[0] ?? "EUR");
  const [reason, setReason] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(
      { amount: amount.trim().replace(",", "."), currency, reason },
      {
        onSuccess: (made) => {
          toast.success(
            t(
              made.status === "pending"
                ? "operator.player.adjustmentPending"
                : "operator.player.adjustmentApplied",
            ),
          );
          setAmount("");
          setReason("");
        },
      },
    );
  };
  return (
    <Panel title={t("operator.player.adjustments")}>
      {may ? (
        <form onSubmit={submit} className="flex flex-col gap-3">
          <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
            <TextField
              label={t("operator.player.amount")}
              hint={t("operator.player.amountHint")}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              inputMode="decimal"
              required
            />
            <SelectField
              label={t("operator.player.currency")}
              value={currency}
              onChange={(event) => setCurrency(event.target.value)}
              options={currencies.map((value) => ({ value, label: value }))}
            />
          </div>
          <TextArea
            label={t("operator.player.reason")}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            minLength={3}
            maxLength={500}
            required
          />
          {request.isError ? <Notice tone="error">{operatorErrorText(t, request.error)}</Notice> : null}
          <Button type="submit" pending={request.isPending} className="self-start">
            {t("operator.player.requestAdjustment")}
          </Button>
        </form>
      ) : null}
      <ul className="flex flex-col gap-2 text-sm" data-testid="player-adjustments">
        {adjustments.map((a) => (
          <li key={a.id} className="rounded-xl bg-surface-2/40 px-3 py-2">
            <span className="font-bold tabular-nums">{formatMoney(a.amount, a.currency, locale)}</span>
            {" · "}
            <span>{t(`operator.player.adjustmentStatus.${a.status}`)}</span>
            <span className="block text-xs text-muted">
              {a.reason} · {a.requestedBy}
              {a.decidedBy ? ` → ${a.decidedBy}` : ""} · {formatDateTime(a.requestedAt, locale)}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** Staff notes on the player, newest first, and a form to add one. */
export function NotesPanel({ id, notes }: { id: string; notes: StaffNote[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const add = useAddNote(id);
  const [text, setText] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) add.mutate(text.trim(), { onSuccess: () => setText("") });
  };
  return (
    <Panel title={t("operator.player.notes")}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <TextArea
          label={t("operator.player.newNote")}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={2000}
          required
        />
        {add.isError ? <Notice tone="error">{operatorErrorText(t, add.error)}</Notice> : null}
        <Button type="submit" variant="secondary" pending={add.isPending} className="self-start">
          {t("operator.player.addNote")}
        </Button>
      </form>
      <ul className="flex flex-col gap-2 text-sm">
        {notes.map((note) => (
          <li key={note.id} className="rounded-xl bg-surface-2/40 px-3 py-2">
            <p className="whitespace-pre-wrap">{note.text}</p>
            <span className="text-xs text-muted">
              {note.staffUsername} · {formatDateTime(note.at, locale)}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
