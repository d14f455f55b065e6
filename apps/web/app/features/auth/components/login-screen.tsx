import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { stripSpaces, stripWhitespace } from "../../../lib/field-rules";
import { useLocale } from "../../../lib/locale/use-locale";
import { refusalText } from "../../../lib/refusal-text";
import { useModals } from "../../../lib/shell-state/modal-store";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { PasswordField } from "../../../ui/password-field";
import { TextField } from "../../../ui/text-field";
import { useFocusFirst } from "../../../ui/use-focus-first";
import { useLoginFlow } from "../hooks/use-login-flow";

/**
 * docs/product/sessions.md#login: whitespace is stripped as typed; the button is disabled while a field is empty or a
 * request runs. A login refused by a break, a self-exclusion or the session-time limit says until when
 * (docs/product/sessions.md#blocked-logins).
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const open = useModals((state) => state.open);
  const flow = useLoginFlow();
  const formRef = useFocusFirst<HTMLFormElement>();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const disabled = !username || !password || flow.pending;
  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled) flow.submit({ username, password });
      }}
    >
      {flow.error ? (
        <Notice tone="error" className="mb-3">
          {refusalText(t, flow.error, { locale }) ?? errorText(t, flow.error)}
        </Notice>
      ) : null}
      <TextField
        label={t("auth.login.username")}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => {
          flow.reset();
          setUsername(stripWhitespace(event.target.value));
        }}
      />
      <PasswordField
        label={t("auth.login.password")}
        name="password"
        autoComplete="current-password"
        showLabel={t("common.showPassword")}
        hideLabel={t("common.hidePassword")}
        value={password}
        onChange={(event) => {
          flow.reset();
          setPassword(stripSpaces(event.target.value));
        }}
      />
      <div className="-mt-1 mb-4 flex justify-end">
        <button
          type="button"
          className="rounded-md text-sm font-semibold text-primary-strong hover:underline"
          onClick={() =>
            open({ name: "auth", screen: "forgot", email: username.includes("@") ? username : "" })
          }
        >
          {t("auth.login.forgot")}
        </button>
      </div>
      <Button type="submit" size="lg" block disabled={disabled} pending={flow.pending}>
        {t("auth.login.submit")}
      </Button>
      <p className="mt-5 text-center text-sm text-muted">
        {t("auth.login.noAccount")}{" "}
        <button
          type="button"
          className="rounded-md font-bold text-primary-strong hover:underline"
          onClick={() => open({ name: "signup" })}
        >
          {t("auth.login.createAccount")}
        </button>
      </p>
    </form>
  );
}
