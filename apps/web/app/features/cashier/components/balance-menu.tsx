import * as Menu from "@radix-ui/react-dropdown-menu";
import { clsx } from "clsx";
import { ArrowDownToLine, ArrowUpFromLine, ChevronDown, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { useModals } from "../../../lib/shell-state/modal-store";
import { Skeleton } from "../../../ui/skeleton";
import { useBalance } from "../api/get-balance";

const itemClass =
  "flex h-10 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm font-semibold text-muted outline-none transition-colors data-[highlighted]:bg-surface-2 data-[highlighted]:text-text";

/**
 * The header's balance (docs/product/shell.md#header): the total on the button, real / bonus / total in the dropdown,
 * with deposit and withdrawal. Every figure is a menu item, so arrow keys and screen readers reach each of them. The
 * button keeps its width from the first paint (a skeleton until the balance arrives), so the header never shifts.
 */
export function BalanceMenu({ currency, canDeposit }: { currency: string; canDeposit: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const balance = useBalance();
  const openModal = useModals((state) => state.open);
  const data = balance.data;
  const money = (amount: number) => formatMoney(amount, data?.totalCurrency ?? currency, locale);
  const figure = (amount: number | undefined) =>
    amount === undefined ? <Skeleton className="h-4 w-16" /> : money(amount);

  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        className="flex h-10 min-w-[6.75rem] items-center justify-center gap-1.5 rounded-xl border border-border/70 bg-surface-2/60 pl-2.5 pr-2 text-sm font-bold text-text transition-colors hover:bg-surface-2 data-[state=open]:bg-surface-2 sm:min-w-[8.5rem] sm:pl-3"
        aria-label={
          data ? t("cashier.balance.button", { amount: money(data.total) }) : t("cashier.balance.title")
        }
        aria-busy={balance.isPending || undefined}
      >
        <Wallet className="hidden size-4 shrink-0 text-accent sm:block" aria-hidden />
        <span className="tabular-nums" data-testid="header-balance">
          {data ? money(data.total) : balance.isError ? "—" : <Skeleton className="h-4 w-16" />}
        </span>
        <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="dialog-content z-[75] w-72 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-border/80 bg-surface p-2 shadow-card"
        >
          <Menu.Label className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-subtle">
            {t("cashier.balance.title")}
          </Menu.Label>
          {balance.isError ? (
            <Menu.Item className={clsx(itemClass, "text-danger")} onSelect={() => balance.refetch()}>
              {t("cashier.balance.loadFailed")}
            </Menu.Item>
          ) : (
            <>
              <FigureItem to={localized(locale, "/profile/totalbalance")} label={t("cashier.balance.real")}>
                {figure(data?.balance)}
              </FigureItem>
              <FigureItem to={localized(locale, "/profile/bonuses")} label={t("cashier.balance.bonus")}>
                {figure(data?.bonus)}
              </FigureItem>
              <FigureItem
                to={localized(locale, "/profile/totalbalance")}
                label={t("cashier.balance.total")}
                strong
              >
                {figure(data?.total)}
              </FigureItem>
            </>
          )}
          <Menu.Separator className="mx-2 my-1 h-px bg-border/70" />
          {canDeposit ? (
            <Menu.Item className={itemClass} onSelect={() => openModal({ name: "deposit" })}>
              <ArrowDownToLine className="size-4 shrink-0" aria-hidden />
              {t("cashier.actions.deposit")}
            </Menu.Item>
          ) : null}
          <Menu.Item asChild>
            <Link to={localized(locale, "/profile/transactions/withdrawmoney")} className={itemClass}>
              <ArrowUpFromLine className="size-4 shrink-0" aria-hidden />
              {t("cashier.actions.withdraw")}
            </Link>
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function FigureItem({
  to,
  label,
  strong = false,
  children,
}: {
  to: string;
  label: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <Menu.Item asChild>
      <Link
        to={to}
        className={clsx(itemClass, "justify-between", strong && "mt-1 bg-surface-2/60 text-text")}
      >
        <span>{label}</span>
        <span className={clsx("tabular-nums text-text", strong ? "text-base font-extrabold" : "font-bold")}>
          {children}
        </span>
      </Link>
    </Menu.Item>
  );
}
