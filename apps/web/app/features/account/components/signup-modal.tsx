import { zodResolver } from "@hookform/resolvers/zod";
import { type ComponentType, useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { fieldIssues } from "../../../lib/error-text";
import { todayIn } from "../../../lib/field-rules";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { usePasswordPolicy } from "../../../lib/password-policy";
import { useDismissModal, useModals } from "../../../lib/shell-state/modal-store";
import { Dialog } from "../../../ui/dialog";
import { Steps } from "../../../ui/steps";
import { useStates } from "../api/get-states";
import { useValidCountries } from "../api/get-valid-countries";
import { useQuickRegister } from "../api/quick-register";
import { useSignup } from "../api/signup";
import {
  type AccountFields,
  accountFormSchema,
  emptyAccount,
  emptyPersonal,
  type PersonalFields,
  type PhoneFields,
  personalFormSchema,
  toQuickRegister,
  toSignup,
} from "../signup-form";
import { AccountStep, type SignupMode } from "./signup-account-step";
import { DoneStep } from "./signup-done-step";
import { PersonalStep } from "./signup-personal-step";
import { SmsStep } from "./signup-sms-step";

export interface SignupModalProps {
  /**
   * Logs the new player in with the same credentials (docs/product/accounts.md#sign-up); true when the session is
   * live.
   */
  signIn(credentials: { username: string; password: string }): Promise<boolean>;
  /** The visitor's country, preselected. */
  defaultCountry?: string;
  /**
   * A deposit limit offered once the new player is logged in, when their rules ask for one (limits: the UK offer
   * at registration): whether to offer it, and the step that does, which calls onDone when set or skipped.
   */
  limitOffer?: { wanted(): Promise<boolean>; Step: ComponentType<{ onDone(): void }> };
}

type Step = "account" | "phone" | "personal" | "limit" | "email";
const STEPS: Record<SignupMode, Step[]> = {
  quick: ["account", "email"],
  full: ["account", "phone", "personal", "email"],
};
const HEADINGS: Record<Step, { title: string; description?: string }> = {
  account: { title: "signup.title", description: "signup.description" },
  phone: { title: "signup.sms.title", description: "signup.sms.description" },
  personal: { title: "signup.personal.title", description: "signup.personal.description" },
  limit: { title: "rg.offer.title", description: "rg.offer.description" },
  email: { title: "signup.done.title" },
};
/** Server error codes that belong to one field. */
const CODE_FIELD: Record<string, keyof AccountFields | keyof PersonalFields> = {
  USERNAME_TAKEN: "username",
  EMAIL_TAKEN: "email",
  UNDER_AGE: "birthDate",
  COUNTRY_NOT_ALLOWED: "country",
  CURRENCY_NOT_SUPPORTED: "currency",
  WEAK_PASSWORD: "password",
  TERMS_NOT_ACCEPTED: "terms",
  CNP_INVALID: "cnp",
};

/** The sign-up modal (docs/product/accounts.md#sign-up): a fresh flow every time it opens. */
export function SignupModal(props: SignupModalProps) {
  const open = useModals((state) => state.modal?.name === "signup");
  return open ? <SignupDialog {...props} /> : null;
}

function SignupDialog({ signIn, defaultCountry, limitOffer }: SignupModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const dismiss = useDismissModal();
  const { open, close } = useModals();
  const quick = useQuickRegister();
  const full = useSignup();
  const countries = useValidCountries().data;
  const [mode, setMode] = useState<SignupMode>("quick");
  const [step, setStep] = useState<Step>("account");
  const [phone, setPhone] = useState<PhoneFields>({ phonePrefix: "", phoneNumber: "" });
  const [phoneConfirmed, setPhoneConfirmed] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [loggedIn, setLoggedIn] = useState(false);
  const [offered, setOffered] = useState(false);
  // The account and personal steps each have a form; both live here, so going back and forth keeps what was typed.
  // A field's problem shows once it has been left (or the step sent), then follows every keystroke.
  const policy = usePasswordPolicy().data;
  const accountForm = useForm<AccountFields>({
    defaultValues: emptyAccount(),
    mode: "onTouched",
    resolver: zodResolver(accountFormSchema({ policy, today: todayIn(new Date()) })),
    shouldFocusError: false,
  });
  const country = accountForm.watch("country");
  const hasStates = (useStates(country).data ?? []).length > 0;
  const personalForm = useForm<PersonalFields>({
    defaultValues: emptyPersonal(),
    mode: "onTouched",
    resolver: zodResolver(personalFormSchema({ country, hasStates })),
    shouldFocusError: false,
  });
  const patchPhone = useCallback(
    (patch: Partial<PhoneFields>) => setPhone((was) => ({ ...was, ...patch })),
    [],
  );

  const error = mode === "quick" ? quick.error : full.error;
  const serverProblems = problemsOf(error, t);
  // The limit step, when offered, comes right before the last one.
  const steps: Step[] = offered ? [...STEPS[mode].slice(0, -1), "limit", "email"] : STEPS[mode];
  const heading = HEADINGS[step];

  // docs/product/accounts.md#sign-up: on success the flow logs in automatically, then shows the e-mail confirmation;
  // a player whose rules ask for it is offered a deposit limit first (it needs the session, so only once logged in).
  const complete = async () => {
    setCompleting(true);
    const { username, password } = accountForm.getValues();
    const signedIn = await signIn({ username: username.trim(), password });
    const offer = signedIn && limitOffer ? await limitOffer.wanted() : false;
    setLoggedIn(signedIn);
    setOffered(offer);
    setCompleting(false);
    setStep(offer ? "limit" : "email");
  };
  const submitFull = (context: { hasStates: boolean }) =>
    full.mutate(toSignup(accountForm.getValues(), phone, personalForm.getValues(), locale, context), {
      onSuccess: complete,
      onError: (failure) => {
        const problems = problemsOf(failure, t);
        if (failure instanceof ApiError && String(failure.code).startsWith("MOBILE_")) {
          setPhoneConfirmed(false);
          setStep("phone");
        } else if (Object.keys(problems).some((field) => field in accountForm.getValues()))
          setStep("account");
      },
    });

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) dismiss();
      }}
      title={t(heading.title)}
      description={heading.description ? t(heading.description) : undefined}
      closeLabel={t("common.close")}
      size="lg"
      header={
        <Steps
          label={t("signup.stepsLabel")}
          steps={steps.map((name) => t(`signup.steps.${name}`))}
          current={steps.indexOf(step)}
        />
      }
    >
      {step === "account" ? (
        <>
          <AccountStep
            mode={mode}
            onModeChange={setMode}
            form={accountForm}
            // An edit makes the last submission's verdict stale, so it is dropped.
            onEdit={() => {
              quick.reset();
              full.reset();
            }}
            defaultCountry={defaultCountry}
            serverProblems={serverProblems}
            error={error}
            pending={quick.isPending || completing}
            onSubmit={() => {
              if (mode === "full") return setStep("phone");
              quick.mutate(toQuickRegister(accountForm.getValues(), locale), { onSuccess: complete });
            }}
          />
          <p className="mt-5 text-center text-sm text-muted">
            {t("signup.haveAccount")}{" "}
            <button
              type="button"
              className="rounded-md font-bold text-primary-strong hover:underline"
              onClick={() => open({ name: "auth", screen: "login" })}
            >
              {t("signup.login")}
            </button>
          </p>
        </>
      ) : null}
      {step === "phone" ? (
        <SmsStep
          phone={phone}
          onChange={patchPhone}
          defaultPrefix={
            countries?.find((country) => country.code === accountForm.getValues("country"))?.phonePrefix
          }
          confirmed={phoneConfirmed}
          onConfirmed={setPhoneConfirmed}
          onBack={() => setStep("account")}
          onContinue={() => setStep("personal")}
        />
      ) : null}
      {step === "personal" ? (
        <PersonalStep
          form={personalForm}
          onEdit={() => full.reset()}
          country={country}
          serverProblems={serverProblems}
          error={full.error}
          pending={full.isPending || completing}
          onBack={() => setStep("phone")}
          onSubmit={submitFull}
        />
      ) : null}
      {step === "limit" && limitOffer ? <limitOffer.Step onDone={() => setStep("email")} /> : null}
      {step === "email" ? (
        <DoneStep
          email={accountForm.getValues("email").trim()}
          loggedIn={loggedIn}
          onStart={() => {
            close();
            void navigate(localized(locale, "/casino"));
          }}
          onLogin={() => open({ name: "auth", screen: "login" })}
        />
      ) : null}
    </Dialog>
  );
}

/** A failed submission's problems by field: the server's field issues, and a top code that names one field. */
function problemsOf(error: unknown, t: (key: string, options?: { defaultValue?: string }) => string) {
  const problems: Record<string, string> = {};
  for (const [path, text] of Object.entries(fieldIssues(error, t))) {
    problems[path === "userConsents.termsandconditions" ? "terms" : path] = text;
  }
  if (error instanceof ApiError) {
    const field = CODE_FIELD[String(error.code)];
    if (field) problems[field] ??= t(`errors.${String(error.code)}`);
  }
  return problems;
}
