import { SUPPORT_LIMITS } from "@casino/contract";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText, fieldIssues } from "../../../lib/error-text";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { TextArea } from "../../../ui/text-area";
import { TextField } from "../../../ui/text-field";
import { focusFirstInvalid, useFocusFirst } from "../../../ui/use-focus-first";
import { useSendContact } from "../api/send-contact";
import { type ContactFields, contactProblems, hasProblems } from "../contact-form";

const ALL_TOUCHED = { name: true, email: true, subject: true, message: true };
const MAX_LENGTH: Record<keyof ContactFields, number> = {
  name: SUPPORT_LIMITS.name,
  email: 254,
  subject: SUPPORT_LIMITS.subject,
  message: SUPPORT_LIMITS.message,
};

/**
 * The e-mail tab: name, e-mail, subject, message. A logged-in player's name and e-mail are filled in; each field is
 * checked on blur and on send, the server's field problems are shown under the fields, and a sent message shows
 * its reference.
 */
export function ContactEmailForm({
  fields,
  onChange,
  onSent,
  onClose,
}: {
  fields: ContactFields;
  onChange(fields: ContactFields): void;
  /** Clears the draft once it has been sent. */
  onSent(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const formRef = useFocusFirst<HTMLFormElement>();
  const send = useSendContact();
  const [touched, setTouched] = useState({ name: false, email: false, subject: false, message: false });
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const problems = contactProblems(fields);
  const serverProblems = fieldIssues(send.error, t);
  const shown = (name: keyof ContactFields) =>
    (touched[name] && problems[name]
      ? t(problems[name], { max: MAX_LENGTH[name], min: SUPPORT_LIMITS.messageMin })
      : null) ??
    serverProblems[name] ??
    null;

  if (sent) {
    return (
      <div className="flex flex-col items-center gap-3 py-4 text-center" role="status">
        <CircleCheck className="size-12 text-success" aria-hidden />
        <h3 className="text-lg font-bold">{t("support.sentTitle")}</h3>
        <p className="text-sm text-muted">{t("support.sentBody", { email: sent.email })}</p>
        <p className="rounded-xl bg-surface-2 px-4 py-2 text-sm">
          {t("support.reference")}{" "}
          <strong className="font-mono tracking-wider" data-testid="support-reference">
            {sent.reference}
          </strong>
        </p>
        <Button size="lg" block className="mt-2" onClick={onClose}>
          {t("common.close")}
        </Button>
      </div>
    );
  }

  const field = (name: "name" | "email" | "subject", autoComplete: string, type = "text") => (
    <TextField
      label={t(`support.fields.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      maxLength={MAX_LENGTH[name]}
      value={fields[name]}
      onChange={(event) => {
        send.reset();
        onChange({ ...fields, [name]: event.target.value });
      }}
      onBlur={() => setTouched((was) => ({ ...was, [name]: true }))}
      error={shown(name)}
    />
  );

  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(ALL_TOUCHED);
        if (hasProblems(problems)) return focusFirstInvalid(formRef.current);
        send.mutate(fields, {
          onSuccess: ({ reference }) => {
            setSent({ reference, email: fields.email.trim() });
            onSent();
          },
        });
      }}
    >
      {send.isError && !Object.keys(serverProblems).length ? (
        <Notice tone="error" className="mb-3">
          {errorText(t, send.error, "support.failed")}
        </Notice>
      ) : null}
      <div className="grid gap-x-3 sm:grid-cols-2">
        {field("name", "name")}
        {field("email", "email", "email")}
      </div>
      {field("subject", "off")}
      <TextArea
        label={t("support.fields.message")}
        name="message"
        maxLength={MAX_LENGTH.message}
        value={fields.message}
        onChange={(event) => {
          send.reset();
          onChange({ ...fields, message: event.target.value });
        }}
        onBlur={() => setTouched((was) => ({ ...was, message: true }))}
        error={shown("message")}
        hint={t("support.messageHint", { length: fields.message.trim().length, max: SUPPORT_LIMITS.message })}
      />
      <Button type="submit" size="lg" block className="mt-2" pending={send.isPending}>
        {t("support.send")}
      </Button>
      <p className="mt-2 text-center text-xs text-subtle">{t("support.privacy")}</p>
    </form>
  );
}
