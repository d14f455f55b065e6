import type { Permission } from "@casino/contract";
import type { OperatorTab } from "./operator-tab";

/** One entry of the console's side navigation: shown to staff whose roles allow any of `anyOf`. */
export interface ConsoleEntry {
  /** Path below /{locale}/operator ("" is the desk). */
  path: string;
  /** i18n key of its label. */
  label: string;
  anyOf: readonly Permission[];
}

/** What each desk tab needs (the desk shows only the tabs the caller may use). */
export const TAB_PERMISSION: Record<OperatorTab, Permission> = {
  withdrawals: "payments.manage",
  documents: "compliance.review",
  reviews: "compliance.review",
  site: "settings.manage",
  bonuses: "bonus.manage",
};

/** The console's side navigation, in order. One entry per line: other screens append theirs. */
export const CONSOLE_NAV: readonly ConsoleEntry[] = [
  { path: "", label: "operator.nav.desk", anyOf: Object.values(TAB_PERMISSION) },
  { path: "players", label: "operator.nav.players", anyOf: ["players.read"] },
  { path: "adjustments", label: "operator.nav.adjustments", anyOf: ["adjustments.approve"] },
  { path: "audit", label: "operator.nav.audit", anyOf: ["audit.read"] },
  { path: "staff", label: "operator.nav.staff", anyOf: ["staff.manage"] },
  { path: "reports", label: "operator.areas.reports", anyOf: ["reports.read"] },
  { path: "trading", label: "operator.areas.trading", anyOf: ["trading.manage"] },
  { path: "content", label: "operator.areas.content", anyOf: ["content.publish"] },
  { path: "providers", label: "operator.areas.providers", anyOf: ["catalogue.manage"] },
  { path: "catalogue", label: "operator.areas.catalogue", anyOf: ["catalogue.manage"] },
  { path: "payments", label: "operator.nav.payments", anyOf: ["payments.manage"] },
  { path: "compliance", label: "operator.nav.compliance", anyOf: ["compliance.review"] },
];

/** The entries the caller's permissions allow. */
export const visibleEntries = (permissions: readonly string[]) =>
  CONSOLE_NAV.filter((entry) => entry.anyOf.some((permission) => permissions.includes(permission)));
