import type { Bet } from "@casino/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Ticket } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { Button, buttonClass } from "../../../ui/button";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { Tabs } from "../../../ui/tabs";
import { type BetsTab, useBettingHistory } from "../api/get-betting-history";
import { BETS_KEY } from "../api/keys";
import { useSportsStream, useStreamListener } from "../api/sports-stream";
import { useSlipPersistence } from "../slip/slip-store";
import { BetCard } from "./bet-card";
import { CashOutDialog } from "./cash-out-dialog";

/** Cash-out offers follow the odds stream, but a busy match must not refetch the list more than this often. */
const OFFER_REFRESH_MS = 2_000;

/** /profile/mybets: open and settled bets with load-more, each with its legs, and cash-out on open bets. */
export function MyBets() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: BetsTab = params.get("tab") === "settled" ? "settled" : "open";
  const history = useBettingHistory(tab);
  const [cashingOut, setCashingOut] = useState<string | null>(null);
  // The cash-out dialog follows the bet slip's odds-change setting (stored with the slip).
  useSlipPersistence();
  useOffersFollowPrices(tab === "open" ? (history.data?.pages.flatMap((page) => page.bets) ?? []) : []);
  const bets = history.data?.pages.flatMap((page) => page.bets) ?? [];
  const total = history.data?.pages[0]?.total ?? 0;
  const dialogBet = bets.find((bet) => bet.id === cashingOut) ?? null;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("pages.myBets")}</h1>
        <p className="mt-1 text-muted">{t("sports.bets.subtitle")}</p>
      </header>
      <div className="max-w-sm">
        <Tabs<BetsTab>
          label={t("sports.bets.tabs")}
          panelId="bets-panel"
          value={tab}
          onChange={(next) => setParams(next === "settled" ? { tab: "settled" } : {}, { replace: true })}
          options={[
            { value: "open", label: t("sports.bets.open") },
            { value: "settled", label: t("sports.bets.settled") },
          ]}
        />
      </div>
      <div
        id="bets-panel"
        role="tabpanel"
        aria-label={t(`sports.bets.${tab}`)}
        className="flex flex-col gap-3"
      >
        {history.isError ? (
          <LoadError message={t("sports.loadFailed")} onRetry={() => history.refetch()} />
        ) : history.isPending ? (
          [0, 1, 2].map((index) => <Skeleton key={index} className="h-44 rounded-2xl" />)
        ) : bets.length === 0 ? (
          <EmptyBets tab={tab} />
        ) : (
          <>
            <ul className="flex flex-col gap-3" data-testid="bets-list">
              {bets.map((bet) => (
                <BetCard key={bet.id} bet={bet} onCashOut={(chosen) => setCashingOut(chosen.id)} />
              ))}
            </ul>
            <p className="text-center text-sm text-muted" aria-live="polite">
              {t("sports.bets.showing", { shown: bets.length, total })}
            </p>
            {history.hasNextPage ? (
              <div className="flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => history.fetchNextPage()}
                  pending={history.isFetchingNextPage}
                >
                  {t("sports.loadMore")}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
      {dialogBet ? <CashOutDialog bet={dialogBet} onClose={() => setCashingOut(null)} /> : null}
    </div>
  );
}

/** Refetches the open bets (and so their cash-out offers) when the stream moves a price of one of their events. */
function useOffersFollowPrices(openBets: Bet[]) {
  const client = useQueryClient();
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const events = new Set(openBets.flatMap((bet) => bet.legs.map((leg) => leg.eventId)));
  useSportsStream();
  useStreamListener((eventId) => {
    if (!events.has(eventId) || timer.current) return;
    const wait = Math.max(0, last.current + OFFER_REFRESH_MS - Date.now());
    timer.current = setTimeout(() => {
      timer.current = undefined;
      last.current = Date.now();
      void client.invalidateQueries({ queryKey: [...BETS_KEY, "open"] });
    }, wait);
  });
}

function EmptyBets({ tab }: { tab: BetsTab }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-border/70 bg-surface px-6 py-12 text-center">
      <Ticket className="size-9 text-primary-strong" aria-hidden />
      <p className="font-bold">{t(`sports.bets.empty.${tab}`)}</p>
      <Link to={localized(locale, "/sports")} className={buttonClass({ variant: "secondary" })}>
        {t("sports.bets.browse")}
      </Link>
    </div>
  );
}
