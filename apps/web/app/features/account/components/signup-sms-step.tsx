import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { focusFirstInvalid, useFocusFirst } from "../../../ui/use-focus-first";
import { useConfirmSms } from "../api/confirm-sms";
import { useValidPhoneCodes } from "../api/get-valid-phone-codes";
import { useResendSms } from "../api/resend-sms";
import { useSendSms } from "../api/send-sms";
import { useServerCheck } from "../hooks/use-server-check";
import { type PhoneFields, phoneProblems } from "../signup-form";

export interface SmsStepProps {
  phone: PhoneFields;
  onChange(patch: Partial<PhoneFields>): void;
  /** The prefix of the chosen country, preselected. */
  defaultPrefix?: string;
  confirmed: boolean;
  onConfirmed(confirmed: boolean): void;
  onBack(): void;
  onContinue(): void;
}

/**
 * Full sign-up: send a code to the phone, enter it (a wrong one is "Cod invalid",
 * docs/product/accounts.md#phone-confirmation), resend.
 */
export function SmsStep({
  phone,
  onChange,
  defaultPrefix,
  confirmed,
  onConfirmed,
  onBack,
  onContinue,
}: SmsStepProps) {
  const { t } = useTranslation();
  const formRef = useFocusFirst<HTMLFormElement>();
  const phoneCodes = useValidPhoneCodes().data;
  const send = useSendSms();
  const resend = useResendSms();
  const confirm = useConfirmSms();
  const mobileCheck = useServerCheck("mobile");
  const [code, setCode] = useState("");
  const [touched, setTouched] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const waitSeconds = useCountdown(resendAt);
  const full = `${phone.phonePrefix} ${phone.phoneNumber}`;
  const problems = phoneProblems(phone);

  useEffect(() => {
    if (!phone.phonePrefix && defaultPrefix) onChange({ phonePrefix: defaultPrefix });
  }, [defaultPrefix, phone.phonePrefix, onChange]);

  const prefixes = prefixOptions(phoneCodes ?? []);
  const feedback = mobileCheck.feedback(full);
  const error = send.error ?? resend.error ?? confirm.error;

  const sendCode = () => {
    setTouched(true);
    if (problems.phonePrefix || problems.phoneNumber || mobileCheck.rejects(full))
      return focusFirstInvalid(formRef.current);
    send.mutate(phone, {
      onSuccess: (sent) => {
        setSentTo(full);
        setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
      },
    });
  };
  const changeNumber = () => {
    setSentTo(null);
    setCode("");
    onConfirmed(false);
    send.reset();
    confirm.reset();
  };

  if (confirmed) {
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="success">
          <span className="font-semibold">{t("signup.sms.confirmed")}</span> · <span dir="ltr">{full}</span>
        </Notice>
        <Button size="lg" block onClick={onContinue}>
          {t("signup.next")}
        </Button>
        <div className="flex justify-between">
          <Button variant="ghost" onClick={onBack}>
            {t("common.back")}
          </Button>
          <Button variant="ghost" onClick={changeNumber}>
            {t("signup.sms.changeNumber")}
          </Button>
        </div>
      </div>
    );
  }

  const codeSent = sentTo === full;
  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (!codeSent) return sendCode();
        if (code.length < 4) return;
        confirm.mutate(
          { ...phone, code },
          {
            onSuccess: () => {
              toast.success(t("signup.sms.confirmed"));
              onConfirmed(true);
            },
          },
        );
      }}
    >
      {error ? (
        <Notice tone="error" className="mb-3">
          {errorText(t, error)}
        </Notice>
      ) : null}
      <div className="grid grid-cols-[7.5rem_1fr] gap-3">
        <SelectField
          label={t("signup.sms.prefix")}
          name="tel-country-code"
          autoComplete="tel-country-code"
          value={phone.phonePrefix}
          placeholder="+"
          options={prefixes}
          disabled={codeSent}
          onChange={(event) => {
            mobileCheck.reset();
            onChange({ phonePrefix: event.target.value });
          }}
          error={touched && problems.phonePrefix ? t(problems.phonePrefix) : null}
        />
        <TextField
          label={t("signup.sms.number")}
          name="tel-national"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={phone.phoneNumber}
          disabled={codeSent}
          onChange={(event) => {
            mobileCheck.reset();
            onChange({ phoneNumber: event.target.value.replace(/\D/g, "") });
          }}
          onBlur={() => {
            setTouched(true);
            if (!problems.phoneNumber && !problems.phonePrefix) mobileCheck.check(full, phone);
          }}
          error={(touched && problems.phoneNumber ? t(problems.phoneNumber) : null) ?? feedback.error}
          success={feedback.success}
          hint={feedback.pending ? t("signup.checking") : undefined}
        />
      </div>
      {codeSent ? (
        <>
          <p className="mb-3 text-sm text-muted" role="status">
            {t("signup.sms.sent", { phone: full })}{" "}
            <button
              type="button"
              onClick={changeNumber}
              className="font-semibold text-primary-strong hover:underline"
            >
              {t("signup.sms.changeNumber")}
            </button>
          </p>
          <TextField
            label={t("signup.sms.code")}
            name="one-time-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={code}
            onChange={(event) => {
              confirm.reset();
              setCode(event.target.value.replace(/\D/g, ""));
            }}
          />
          <Button type="submit" size="lg" block disabled={code.length < 4} pending={confirm.isPending}>
            {t("signup.sms.confirm")}
          </Button>
          <Button
            variant="ghost"
            block
            className="mt-2"
            disabled={waitSeconds > 0}
            pending={resend.isPending}
            onClick={() =>
              resend.mutate(phone, {
                onSuccess: (sent) => {
                  toast.success(t("signup.sms.resent"));
                  if (sent) setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
                },
              })
            }
          >
            {waitSeconds > 0 ? t("signup.sms.resendIn", { seconds: waitSeconds }) : t("signup.sms.resend")}
          </Button>
        </>
      ) : (
        <Button type="submit" size="lg" block pending={send.isPending}>
          {t("signup.sms.send")}
        </Button>
      )}
      <Button variant="ghost" className="mt-2 self-start" onClick={onBack}>
        {t("common.back")}
      </Button>
    </form>
  );
}

/** One option per prefix, naming its countries: "+1 (CA, US)". */
function prefixOptions(codes: readonly { prefix: string; country: string }[]) {
  const countries = new Map<string, string[]>();
  for (const code of codes) countries.set(code.prefix, [...(countries.get(code.prefix) ?? []), code.country]);
  return [...countries].map(([prefix, names]) => ({
    value: prefix,
    label: `${prefix} (${names.join(", ")})`,
  }));
}

/** Whole seconds left until `until` (a timestamp), ticking once a second until it is reached. */
function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}
