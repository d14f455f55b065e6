import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import {
  CircleCheck,
  CircleHelp,
  CircleX,
  Hourglass,
  type LucideIcon,
  ShieldCheck,
  TimerOff,
} from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Button, buttonClass } from "../../../ui/button";
import { LoadError } from "../../../ui/load-error";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { BALANCE_KEY, useBalance } from "../api/get-balance";
import { useDepositResult } from "../api/get-transaction";
import { useDepositDraft } from "../deposit-draft";
import { type DepositOutcome, depositOutcome, type ProviderResult } from "../deposit-outcome";

const LOOKS: Record<DepositOutcome, { icon: LucideIcon; tone: string }> = {
  confirming: { icon: ShieldCheck, tone: "bg-primary/15 text-primary-strong" },
  pending: { icon: Hourglass, tone: "bg-warning/15 text-warning" },
  success: { icon: CircleCheck, tone: "bg-success/15 text-success" },
  declined: { icon: CircleX, tone: "bg-danger/15 text-danger" },
  cancelled: { icon: CircleX, tone: "bg-surface-3 text-muted" },
  expired: { icon: TimerOff, tone: "bg-surface-3 text-muted" },
  unknown: { icon: CircleHelp, tone: "bg-surface-3 text-muted" },
};

/**
 * The screen the provider sends the player back to (`?tx=…&result=…`): waits for the credit after an approval,
 * keeps waiting for a pending bank, and offers a retry after a decline. `onRetry` returns to the form.
 */
export function DepositResult({
  transactionId,
  result,
  onRetry,
  onSuccess,
}: {
  transactionId: string;
  result: ProviderResult | null;
  onRetry(): void;
  /**
   * Called once the deposit is credited (the route snoozes the balance warning,
   * docs/product/responsible-gambling.md#balance-warning).
   */
  onSuccess?(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const query = useDepositResult(transactionId);
  const payment = query.data;
  const balance = useBalance().data;
  const outcome = depositOutcome(
    result,
    query.isPending ? undefined : (payment?.state ?? null),
    query.polling,
  );
  const amount = payment ? formatMoney(payment.amount, payment.currency, locale) : "";
  const resetDraft = useDepositDraft((state) => state.reset);
  const setDraft = useDepositDraft((state) => state.set);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Each new outcome is announced and focused, so a screen reader hears "Deposit successful" when it lands.
    heading.current?.focus();
    if (outcome !== "success") return;
    resetDraft();
    onSuccess?.();
    // The stream has normally updated the balance already; this covers a connection that dropped meanwhile.
    void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
  }, [outcome, resetDraft, queryClient, onSuccess]);

  const retry = () => {
    if (payment) setDraft({ amount: String(payment.amount) });
    onRetry();
  };
  const { icon: Icon, tone } = LOOKS[outcome];
  const casino = (
    <Link to={localized(locale, "/casino")} className={buttonClass({ size: "lg", variant: "secondary" })}>
      {t("cashier.result.toCasino")}
    </Link>
  );

  return (
    <section
      aria-labelledby="deposit-result-title"
      aria-busy={outcome === "confirming" || undefined}
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-3xl border border-border/70 bg-surface p-6 text-center shadow-card sm:p-10"
    >
      <span className={clsx("grid size-16 place-items-center rounded-2xl", tone)}>
        <Icon className="size-8" aria-hidden />
      </span>
      <div role="status" className="flex flex-col items-center gap-2">
        <h2
          id="deposit-result-title"
          ref={heading}
          tabIndex={-1}
          // Focused only to be read out; a heading is not a control, so no focus ring (inline beats the global rule).
          style={{ outline: "none" }}
          className="text-2xl font-extrabold tracking-tight sm:text-3xl"
        >
          {t(`cashier.result.${outcome}.title`)}
        </h2>
        <p className="max-w-md text-muted">
          {t(`cashier.result.${outcome}.body`, { amount: amount || t("cashier.result.yourPayment") })}
        </p>
      </div>
      {outcome === "confirming" ? (
        <Figures label={t("cashier.result.newBalance")}>
          <Skeleton className="mx-auto h-9 w-40" />
        </Figures>
      ) : null}
      {outcome === "success" ? (
        <Figures label={t("cashier.result.newBalance")}>
          {balance ? (
            <span data-testid="result-balance">
              {formatMoney(balance.total, balance.totalCurrency, locale)}
            </span>
          ) : (
            <Skeleton className="mx-auto h-9 w-40" />
          )}
        </Figures>
      ) : null}
      {payment?.reason && outcome === "declined" ? (
        <Notice tone="info" className="w-full text-left">
          {t("cashier.result.reason", { reason: payment.reason })}
        </Notice>
      ) : null}
      {query.isError && !payment ? (
        <LoadError
          message={t("cashier.result.loadFailed")}
          onRetry={() => query.refetch()}
          className="w-full text-left"
        />
      ) : null}
      <div className="mt-2 flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row sm:justify-center">
        {outcome === "success" ? (
          <>
            <Button size="lg" variant="secondary" onClick={onRetry}>
              {t("cashier.result.depositAgain")}
            </Button>
            <Link to={localized(locale, "/casino")} className={buttonClass({ size: "lg" })}>
              {t("cashier.result.play")}
            </Link>
          </>
        ) : outcome === "declined" || outcome === "cancelled" || outcome === "expired" ? (
          <>
            {casino}
            <Button size="lg" onClick={retry}>
              {t("cashier.result.retry")}
            </Button>
          </>
        ) : outcome === "pending" || outcome === "unknown" ? (
          <>
            <Link
              to={localized(locale, "/profile/history")}
              className={buttonClass({ size: "lg", variant: "secondary" })}
            >
              {t("cashier.result.history")}
            </Link>
            {casino}
          </>
        ) : null}
      </div>
    </section>
  );
}

function Figures({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="w-full rounded-2xl bg-surface-2/60 px-4 py-5">
      <p className="text-xs font-semibold uppercase tracking-wider text-subtle">{label}</p>
      <p className="mt-1 text-3xl font-extrabold tabular-nums">{children}</p>
    </div>
  );
}
