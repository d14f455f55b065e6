import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Button } from "../../../ui/button";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { operatorErrorText } from "../operator-errors";
import { Panel } from "./panel";
import { usePlayerLedger } from "./players-api";

/** The player's ledger, newest first: each entry with its transfer kind and the accounts on its other side. */
export function LedgerPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ledger = usePlayerLedger(id);
  const entries = ledger.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Panel title={t("operator.player.ledger")} wide>
      {ledger.isPending ? <Skeleton className="h-40 rounded-2xl" /> : null}
      {ledger.isError ? (
        <LoadError message={operatorErrorText(t, ledger.error)} onRetry={() => ledger.refetch()} />
      ) : null}
      {ledger.isSuccess && entries.length === 0 ? (
        <p className="text-sm text-muted">{t("operator.player.noEntries")}</p>
      ) : null}
      {entries.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-sm">
            <thead className="text-left text-xs uppercase tracking-wider text-subtle">
              <tr>
                <th scope="col" className="pb-1 font-semibold">
                  {t("operator.player.when")}
                </th>
                <th scope="col" className="pb-1 font-semibold">
                  {t("operator.player.kind")}
                </th>
                <th scope="col" className="pb-1 font-semibold">
                  {t("operator.player.account")}
                </th>
                <th scope="col" className="pb-1 text-right font-semibold">
                  {t("operator.player.amount")}
                </th>
                <th scope="col" className="pb-1 text-right font-semibold">
                  {t("operator.player.after")}
                </th>
                <th scope="col" className="pb-1 pl-4 font-semibold">
                  {t("operator.player.counter")}
                </th>
              </tr>
            </thead>
            <tbody data-testid="player-ledger">
              {entries.map((entry) => (
                <tr key={entry.entryId} className="border-t border-border/40">
                  <td className="py-2 tabular-nums">{formatDateTime(entry.at, locale)}</td>
                  <td className="py-2" title={entry.transferId}>
                    {entry.kind}
                  </td>
                  <td className="py-2">{entry.account}</td>
                  <td className="py-2 text-right tabular-nums">
                    {formatMoney(entry.amount, entry.currency, locale)}
                  </td>
                  <td className="py-2 text-right tabular-nums">
                    {formatMoney(entry.balanceAfter, entry.currency, locale)}
                  </td>
                  <td className="py-2 pl-4 text-muted">{entry.counterAccounts.join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {ledger.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          pending={ledger.isFetchingNextPage}
          onClick={() => ledger.fetchNextPage()}
        >
          {t("operator.player.more")}
        </Button>
      ) : null}
    </Panel>
  );
}
