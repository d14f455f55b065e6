import type { UseQueryResult } from "@tanstack/react-query";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../ui/load-error";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { isForbidden } from "../operator-errors";

/**
 * One work queue of the back office, as one markup for every width: cards on a phone, a dense list with a column
 * header from 768 px (`columns` is the row grid's Tailwind class, shared by the header and every row). Skeleton rows
 * while loading, a sentence when there is nothing to do, a retry when the queue cannot be read.
 */
export function Queue<T>({
  query,
  label,
  empty,
  headings,
  columns,
  children,
}: {
  query: UseQueryResult<{ items: T[] }>;
  /** The list's accessible name ("Pending withdrawals"). */
  label: string;
  empty: string;
  /** Column headings on wide screens (each row labels its own cells for screen readers and phones). */
  headings: string[];
  columns: string;
  children(item: T): ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <QueueSkeleton />;
  if (query.isError)
    return isForbidden(query.error) ? (
      <Notice tone="error">{t("operator.forbidden")}</Notice>
    ) : (
      <LoadError message={t("operator.loadFailed")} onRetry={() => query.refetch()} />
    );
  const { items } = query.data;
  if (items.length === 0)
    return <p className="rounded-2xl bg-surface-2/40 px-4 py-10 text-center text-sm text-muted">{empty}</p>;
  return (
    <div>
      <div
        aria-hidden
        className={clsx(
          "hidden gap-4 border-b border-border/70 px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-subtle md:grid",
          columns,
        )}
      >
        {headings.map((heading) => (
          <span key={heading}>{heading}</span>
        ))}
        <span />
      </div>
      <ul aria-label={label} className="space-y-2 md:space-y-0">
        {items.map(children)}
      </ul>
    </div>
  );
}

/** A row of a queue: a card on phones, a grid row of the list on wider screens. */
export function QueueRow({
  columns,
  children,
  testId,
}: {
  columns: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <li
      data-testid={testId}
      className={clsx(
        "grid grid-cols-2 gap-3 rounded-2xl border border-border/60 bg-surface-2/40 p-4",
        "md:items-center md:gap-4 md:rounded-none md:border-0 md:border-b md:border-border/40 md:bg-transparent md:px-3 md:py-3",
        columns,
      )}
    >
      {children}
    </li>
  );
}

/** One value of a row with its name: shown above the value on phones, read out only by screen readers on wider ones. */
export function Cell({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx("min-w-0", className)}>
      <span className="block text-[11px] font-semibold uppercase tracking-wider text-subtle md:sr-only">
        {label}
      </span>
      <div className="min-w-0 break-words">{children}</div>
    </div>
  );
}

/** A row's buttons: the card's full width, side by side, on phones; at the row's end on wider screens. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <div className="col-span-2 grid grid-flow-col gap-2 md:col-span-1 md:flex md:justify-end">{children}</div>
  );
}

function QueueSkeleton() {
  return (
    <div className="space-y-2" aria-busy>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-28 rounded-2xl md:h-14" />
      ))}
    </div>
  );
}
