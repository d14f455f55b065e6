import type { BalanceWarningUpdate } from "@casino/contract";
import { TriangleAlert, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { useModals } from "../../../lib/shell-state/modal-store";
import { useShell } from "../../../lib/shell-state/shell-store";
import { toastClearance } from "../../../lib/toast-clearance";
import { buttonClass } from "../../../ui/button";
import { useBalance } from "../api/get-balance";
import { useBalanceWarningSettings } from "../api/get-balance-warning";
import { useUpdateBalanceWarning } from "../api/update-balance-warning";
import { balanceWarningDue, snoozeEndsAt } from "../balance-warning";
import { useSessionEnd } from "../session-end";

/**
 * Where the warning waits: the cashier's pages, where the player is already dealing with money, and the staff
 * consoles (back office, support), where it would cover the rows' buttons and the operator is at work, not playing.
 */
const QUIET_PATHS = /\/profile\/(transactions|totalbalance)|^\/[^/]+\/(operator|support\/console)(\/|$)/;

/**
 * docs/product/responsible-gambling.md#balance-warning: below the threshold (5 in the account currency), when on and
 * not snoozed. It is a non-blocking panel, not a modal: it must never stand between the player and another dialog,
 * and it waits while one is open, or while a drawer covers the page (the chat drawer's send button sits where the
 * panel does on a phone). Menus the player opens (z-75) stay above it (z-70). Close snoozes it a day, a
 * deposit a day, "don't show" a week (remembered on the server).
 */
export function BalanceWarningPanel({ currency, canDeposit }: { currency: string; canDeposit: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const titleId = useId();
  const settings = useBalanceWarningSettings();
  const balance = useBalance();
  const update = useUpdateBalanceWarning();
  const otherModal = useModals((state) => state.modal !== null);
  const drawerOpen = useShell((state) => state.chatDrawerOpen || state.drawerOpen);
  const sessionEnded = useSessionEnd((state) => state.ended !== null);
  const [now, setNow] = useState<number | null>(null);
  const [hidden, setHidden] = useState(false);

  // Rendered after hydration only (the server cannot know the time the browser shows it at), and again when a
  // snooze runs out.
  useEffect(() => {
    setNow(Date.now());
    const until = snoozeEndsAt(settings.data, Date.now());
    if (!until) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(until - Date.now() + 1_000, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [settings.data]);

  const total = balance.data?.total;
  const due = now !== null && balanceWarningDue(settings.data, total, now);
  if (!due || hidden || otherModal || drawerOpen || sessionEnded || QUIET_PATHS.test(pathname)) return null;
  const dismiss = (action: BalanceWarningUpdate["action"]) => {
    setHidden(true);
    update.mutate({ action }, { onError: () => setHidden(false) });
  };
  const threshold = settings.data?.threshold ?? 5;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      ref={toastClearance}
      className="fixed inset-x-3 bottom-(--float-bottom) z-[70] rounded-2xl border border-warning/50 bg-surface p-4 shadow-card sm:left-auto sm:right-(--float-right) sm:w-96"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-warning/15 text-warning">
          <TriangleAlert className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-bold">
            {t("rg.balanceWarning.title")}
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            {t("rg.balanceWarning.body", {
              amount: formatMoney(total ?? 0, balance.data?.totalCurrency ?? currency, locale),
              threshold: formatMoney(threshold, currency, locale),
            })}
          </p>
        </div>
        <button
          type="button"
          onClick={() => dismiss("close")}
          aria-label={t("rg.balanceWarning.close")}
          className="-mr-1.5 -mt-1.5 grid size-9 shrink-0 place-items-center rounded-xl text-muted transition-colors hover:bg-surface-2 hover:text-text"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 pl-[3.25rem]">
        <button
          type="button"
          onClick={() => dismiss("doNotDisplay")}
          className="rounded-md text-sm font-semibold text-muted underline-offset-2 hover:text-text hover:underline"
        >
          {t("rg.balanceWarning.doNotDisplay")}
        </button>
        {canDeposit ? (
          <Link
            to={localized(locale, "/profile/transactions/depositmoney")}
            onClick={() => dismiss("deposit")}
            className={buttonClass({ size: "sm" })}
          >
            {t("rg.balanceWarning.deposit")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
