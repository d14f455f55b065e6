/** The back office's tabs, in order; the first is where /operator opens. */
export const OPERATOR_TABS = ["withdrawals", "documents", "reviews", "site", "bonuses"] as const;
export type OperatorTab = (typeof OPERATOR_TABS)[number];

/** The tab named by `?tab=`; anything else (missing, misspelt, an old link) opens the first. */
export function readOperatorTab(value: string | null): OperatorTab {
  return OPERATOR_TABS.find((tab) => tab === value) ?? OPERATOR_TABS[0];
}

/** The search params for a tab: the first tab keeps the address clean (/operator rather than ?tab=withdrawals). */
export function operatorTabParams(tab: OperatorTab): Record<string, string> {
  return tab === OPERATOR_TABS[0] ? {} : { tab };
}
