import { LockKeyhole } from "lucide-react";
import { type ReactNode, useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { storeNextRoute } from "../../../lib/next-route";
import { openLogin, useModals } from "../../../lib/shell-state/modal-store";
import { Button } from "../../../ui/button";
import { usePlayer } from "../api/get-session";

/**
 * Pages for players only. The session is known on the server, so a guest gets this notice in the first paint;
 * the page becomes the stored next route and login opens, and after login the player lands back here
 * (docs/product/sessions.md#next-route).
 */
export function AuthGate({ children }: { children: ReactNode }) {
  return usePlayer() ? children : <GuestNotice />;
}

function GuestNotice() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const open = useModals((state) => state.open);
  const askToLogin = useCallback(() => {
    storeNextRoute(pathname + search);
    openLogin();
  }, [pathname, search]);
  useEffect(askToLogin, [askToLogin]);
  return (
    <section
      aria-labelledby="gate-title"
      className="mx-auto mt-6 flex max-w-lg flex-col items-center gap-4 rounded-3xl border border-border/70 bg-surface p-8 text-center shadow-card sm:p-10"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-primary/15 text-primary-strong">
        <LockKeyhole className="size-8" aria-hidden />
      </span>
      <h1 id="gate-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {t("gate.title")}
      </h1>
      <p className="text-muted">{t("gate.body")}</p>
      <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
        <Button size="lg" onClick={askToLogin}>
          {t("gate.login")}
        </Button>
        <Button size="lg" variant="secondary" onClick={() => open({ name: "signup" })}>
          {t("gate.register")}
        </Button>
      </div>
    </section>
  );
}
