import type { PaymentState } from "@casino/contract";
import { clsx } from "clsx";
import { useTranslation } from "react-i18next";

const TONES: Record<PaymentState, string> = {
  SUCCESSFUL: "bg-success/15 text-success-ink ring-success/30",
  APPROVED: "bg-primary/15 text-primary-strong ring-primary/30",
  PENDING: "bg-warning/15 text-warning-ink ring-warning/30",
  CANCELLED: "bg-surface-3 text-muted ring-border",
  REJECTED: "bg-danger/15 text-danger-ink ring-danger/30",
  FAILED: "bg-danger/15 text-danger-ink ring-danger/30",
  EXPIRED: "bg-surface-3 text-muted ring-border",
};

/** A payment's state as a coloured badge; the word carries the meaning, the colour only supports it. */
export function StateBadge({ state, className }: { state: PaymentState; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset",
        TONES[state],
        className,
      )}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {t(`cashier.state.${state}`)}
    </span>
  );
}
