import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { Notice } from "../../../ui/notice";
import { TextArea } from "../../../ui/text-area";
import { reasonProblem } from "../reason";

export interface ReasonDialogProps {
  /** Whether it is open; a new opening starts with an empty text. */
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  /** The text field's label ("Reason the player will read", "Note for the file"). */
  label: string;
  hint?: string;
  confirmLabel: string;
  /** The API's bounds of the text (its contract's min and max). */
  bounds: { min: number; max: number };
  onConfirm(text: string): void;
  pending: boolean;
  /** Why the last attempt failed (the server's refusal), shown above the buttons. */
  error: string | null;
  tone?: "primary" | "danger";
}

/**
 * A decision that needs a written reason (a rejection, a review's note): the text is checked against the API's
 * bounds before it is sent, the dialog stays open while the request runs and shows a refusal in place.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, onOpenChange, pending } = props;
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={props.title}
      description={props.description}
      closeLabel={t("common.close")}
      // Straight into the text: the reason is what this dialog asks for.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.target as HTMLElement | null)?.querySelector("textarea")?.focus();
      }}
    >
      {/* Mounted per opening, so a reason typed for one item never carries over to the next. */}
      {open ? <ReasonForm {...props} /> : null}
    </Dialog>
  );
}

function ReasonForm({
  onOpenChange,
  label,
  hint,
  confirmLabel,
  bounds,
  onConfirm,
  pending,
  error,
  tone = "danger",
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const problem = reasonProblem(text, bounds);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!problem) onConfirm(text.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextArea
        label={label}
        hint={hint}
        value={text}
        rows={3}
        maxLength={bounds.max}
        required
        onChange={(event) => setText(event.target.value)}
        error={submitted && problem ? t(`operator.reason.${problem}`, bounds) : null}
      />
      {error ? (
        <Notice tone="error" className="mb-4">
          {error}
        </Notice>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={() => onOpenChange(false)} disabled={pending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant={tone} size="lg" pending={pending}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
