import type { LoginRequest } from "@casino/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { takeNextRoute } from "../../../lib/next-route";
import { useModals } from "../../../lib/shell-state/modal-store";
import { toast } from "../../../lib/toast";
import { refreshSession } from "../api/get-session";
import { type LoginOutcome, useLogin } from "../api/login";

/**
 * The marketing action the login response lists when the player must answer marketing consents
 * (docs/product/sessions.md#restrictions).
 */
const MARKETING_ACTION = "marketingConsent";

/**
 * The end of every successful login (directly or after the consent flow): load the session, close the modal,
 * greet the player and continue to the stored next route if there is one (docs/product/sessions.md#next-route), else
 * stay.
 */
export function useFinishLogin() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async () => {
    const session = await refreshSession(client);
    if (!session || session.restricted) throw new Error("The session is still restricted");
    useModals.getState().close();
    toast.success(t("auth.login.welcome", { name: session.firstName || session.username }));
    const next = takeNextRoute();
    if (next) await navigate(next);
    return session;
  };
}

/**
 * Login (docs/product/sessions.md#restrictions): restrictions open the consent flow; otherwise the login completes.
 */
export function useLoginFlow() {
  const client = useQueryClient();
  const finish = useFinishLogin();
  const onLoggedIn = async (outcome: LoginOutcome) => {
    const { open } = useModals.getState();
    if (outcome.kind === "restricted") {
      open({ name: "consent", restrictions: outcome.detail });
      return;
    }
    const { hasToAcceptTC, actions } = outcome.response;
    const needsMarketingAccept = actions.includes(MARKETING_ACTION);
    if (hasToAcceptTC || needsMarketingAccept) {
      await refreshSession(client);
      open({ name: "consent", restrictions: { needsTCAccept: hasToAcceptTC, needsMarketingAccept } });
      return;
    }
    await finish();
  };
  const mutation = useLogin(onLoggedIn);
  return {
    submit: (credentials: LoginRequest) => mutation.mutate(credentials),
    pending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}

/**
 * Sign-up logs the new player in (docs/product/accounts.md#sign-up); the sign-up modal stays open. The server's
 * sign-up usually starts the session itself (AUTO_LOGIN_AFTER_SIGNUP sets the cookie on the 204); otherwise we log in
 * with the credentials.
 */
export function useLoginAfterSignup() {
  const client = useQueryClient();
  const mutation = useLogin();
  return async (credentials: LoginRequest): Promise<boolean> => {
    const started = await refreshSession(client).catch(() => null);
    if (started && !started.restricted) return true;
    const outcome = await mutation.mutateAsync(credentials).catch(() => null);
    if (outcome?.kind !== "ok") return false;
    const session = await refreshSession(client).catch(() => null);
    return !!session && !session.restricted;
  };
}
