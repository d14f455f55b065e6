import * as Menu from "@radix-ui/react-dropdown-menu";
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  BriefcaseBusiness,
  ChevronDown,
  FileText,
  Gift,
  History,
  LogOut,
  type LucideIcon,
  Settings,
  ShieldCheck,
  Ticket,
  UserRound,
  Wallet,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { Session } from "../../features/auth/api/get-session";
import { useLogout } from "../../features/auth/api/logout";
import { ActiveBonusCount } from "../../features/bonus/components/active-bonus-count";
import { DocumentsNeededDot } from "../../features/compliance/components/documents-needed-dot";
import { useIsOperator } from "../../features/operator/api/get-roles";
import { localized } from "../../lib/locale/paths";
import { useLocale } from "../../lib/locale/use-locale";
import { useModals } from "../../lib/shell-state/modal-store";
import { useShell } from "../../lib/shell-state/shell-store";
import { toast } from "../../lib/toast";

/** The profile menu's entries (docs/product/shell.md#profile-menu), in order (logout comes last, separately). */
const ENTRIES: { key: string; path: string; icon: LucideIcon; maintenance?: boolean }[] = [
  { key: "balance", path: "/profile/totalbalance", icon: Wallet },
  { key: "deposit", path: "/profile/transactions/depositmoney", icon: ArrowDownToLine, maintenance: true },
  { key: "withdraw", path: "/profile/transactions/withdrawmoney", icon: ArrowUpFromLine },
  { key: "profile", path: "/profile", icon: UserRound },
  { key: "documents", path: "/profile/documents", icon: FileText },
  { key: "bonuses", path: "/profile/bonuses", icon: Gift },
  { key: "bettingHistory", path: "/profile/mybets", icon: Ticket },
  { key: "history", path: "/profile/history", icon: History },
  { key: "responsible", path: "/profile/responsiblegambling", icon: ShieldCheck },
  { key: "settings", path: "/profile/global-settings", icon: Settings },
];

const itemClass =
  "flex h-10 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm font-semibold text-muted outline-none transition-colors data-[highlighted]:bg-surface-2 data-[highlighted]:text-text";

/** The logged-in player's menu (Radix dropdown: arrow keys, typeahead, Escape, focus return). */
export function ProfileMenu({ session, maintenance }: { session: Session; maintenance: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const open = useShell((state) => state.profileMenuOpen);
  const setOpen = useShell((state) => state.setProfileMenuOpen);
  const logout = useLogout();
  const openModal = useModals((state) => state.open);
  // Operators only: the back office (the server checks the role again on every call it makes).
  const operator = useIsOperator(true);
  const initials = (session.firstName[0] ?? "") + (session.lastName[0] ?? "") || session.username.slice(0, 2);
  const signOut = () =>
    logout.mutate(
      // Leave players-only pages first, so the page does not ask the guest to log in on the way out.
      { leaveTo: () => navigate(localized(locale, "/casino")) },
      {
        onSuccess: () => toast.success(t("accountMenu.loggedOut")),
        onError: () => toast.error(t("accountMenu.logoutFailed")),
      },
    );

  return (
    <Menu.Root open={open} onOpenChange={setOpen} modal={false}>
      <Menu.Trigger
        className="flex h-10 items-center gap-2 rounded-xl px-1 text-sm font-semibold text-text transition-colors hover:bg-surface-2 data-[state=open]:bg-surface-2 sm:pr-2"
        aria-label={t("header.accountMenu")}
      >
        <span
          aria-hidden
          className="grid size-8 place-items-center rounded-lg bg-linear-to-br from-primary-strong to-primary text-xs font-extrabold uppercase text-primary-contrast"
        >
          {initials}
        </span>
        {/* Beside the main navigation (lg to 2xl) only the avatar fits; the menu names the player in full. */}
        <span className="hidden max-w-32 truncate md:block lg:hidden 2xl:block">{session.username}</span>
        <ChevronDown className="hidden size-4 text-muted sm:block" aria-hidden />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="dialog-content z-[75] w-72 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-border/80 bg-surface p-2 shadow-card"
        >
          <div className="px-3 pb-3 pt-2">
            <p className="truncate font-bold text-text">
              {[session.firstName, session.lastName].filter(Boolean).join(" ") || session.username}
            </p>
            <p className="truncate text-xs text-muted">{session.email}</p>
          </div>
          <Menu.Separator className="mx-2 mb-1 h-px bg-border/70" />
          {ENTRIES.filter((entry) => !(entry.maintenance && maintenance)).map(({ key, path, icon: Icon }) => (
            <Menu.Item key={key} asChild>
              <Link
                to={localized(locale, path)}
                className={itemClass}
                onClick={(event) => {
                  // Deposit is a modal over the current page; its link is the fallback before hydration.
                  if (key !== "deposit") return;
                  event.preventDefault();
                  openModal({ name: "deposit" });
                }}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                <span className="flex-1">{t(`accountMenu.${key}`)}</span>
                {key === "bonuses" ? <ActiveBonusCount /> : null}
                {key === "documents" ? <DocumentsNeededDot /> : null}
                {key === "balance" ? (
                  <span className="rounded-md bg-surface-3 px-1.5 py-0.5 text-[11px] font-bold text-text">
                    {session.currency.code}
                  </span>
                ) : null}
              </Link>
            </Menu.Item>
          ))}
          {operator ? (
            <>
              <Menu.Separator className="mx-2 my-1 h-px bg-border/70" />
              <Menu.Item asChild>
                <Link to={localized(locale, "/operator")} className={itemClass}>
                  <BriefcaseBusiness className="size-4 shrink-0" aria-hidden />
                  <span className="flex-1">{t("accountMenu.backOffice")}</span>
                </Link>
              </Menu.Item>
            </>
          ) : null}
          <Menu.Separator className="mx-2 my-1 h-px bg-border/70" />
          <Menu.Item
            className={`${itemClass} data-[highlighted]:text-danger`}
            onSelect={signOut}
            disabled={logout.isPending}
          >
            <LogOut className="size-4 shrink-0" aria-hidden />
            {t("accountMenu.logout")}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
