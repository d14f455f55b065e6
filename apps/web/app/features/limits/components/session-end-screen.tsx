import { Coffee, type LucideIcon, ShieldBan, TimerOff } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { formatDateTime } from "../../../i18n/format";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { useModals } from "../../../lib/shell-state/modal-store";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { listenToOtherTabs, type SessionEnd, useSessionEnd } from "../session-end";
import { focusAcknowledge } from "./focus-acknowledge";

const ICONS: Record<SessionEnd["reason"], LucideIcon> = {
  sessionLimit: TimerOff,
  coolOff: Coffee,
  selfExclusion: ShieldBan,
};

/**
 * Why the player was logged out when they did not ask to be: the session-time limit, or the break or
 * self-exclusion they just started. Says until when, on the Amsterdam clock; never a silent logout
 * (docs/product/responsible-gambling.md#self-exclusion).
 */
export function SessionEndScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const ended = useSessionEnd((state) => state.ended);
  const dismiss = useDismiss();
  useKeepOtherModalsClosed(ended !== null);
  useEffect(listenToOtherTabs, []);
  if (!ended) return null;
  const Icon = ICONS[ended.reason];
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : "");
  const body =
    ended.reason === "sessionLimit"
      ? t("rg.ended.sessionLimit.body", {
          period: t(`rg.periodAdj.${ended.period}`),
          date: when(ended.resetsAt),
        })
      : ended.until
        ? t(`rg.ended.${ended.reason}.body`, { date: when(ended.until) })
        : t(`rg.ended.${ended.reason}.bodyPermanent`);
  const excluded = ended.reason !== "sessionLimit";
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
      title={t(`rg.ended.${ended.reason}.title`)}
      description={body}
      closeLabel={t("common.close")}
      modalLock
      onOpenAutoFocus={focusAcknowledge}
      header={
        <span className="mb-4 grid size-14 place-items-center rounded-2xl bg-primary/15 text-primary-strong">
          <Icon className="size-7" aria-hidden />
        </span>
      }
    >
      <div className="flex flex-col gap-3 text-sm" data-testid="session-ended">
        <p className="text-muted">{t("rg.ended.loggedOut")}</p>
        {excluded ? (
          <>
            <p className="text-muted">{t("rg.ended.email")}</p>
            <p className="text-muted">{t("rg.ended.funds")}</p>
          </>
        ) : null}
        <p className="rounded-xl bg-surface-2/60 px-3.5 py-3 text-muted">{t("rg.ended.help")}</p>
        <Button size="lg" className="mt-2 self-stretch sm:self-end" onClick={dismiss} data-autofocus>
          {t("rg.ended.ok")}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * While the reason is on screen nothing else asks for attention: a players-only page the former player was on
 * opens login as soon as the session is gone, and that waits until the player has read why.
 */
function useKeepOtherModalsClosed(active: boolean) {
  useEffect(() => {
    if (!active) return;
    useModals.getState().close();
    return useModals.subscribe((state) => {
      if (state.modal) state.close();
    });
  }, [active]);
}

/** OK: from a players-only page (now a login prompt) back to the home page; elsewhere the page stays. */
function useDismiss() {
  const navigate = useNavigate();
  const locale = useLocale();
  const { pathname } = useLocation();
  return () => {
    useSessionEnd.getState().dismiss();
    if (/^\/[^/]+\/profile(\/|$)/.test(pathname)) void navigate(localized(locale, "/"), { replace: true });
  };
}
