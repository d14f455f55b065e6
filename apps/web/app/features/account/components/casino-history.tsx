import type { RoundView } from "@casino/contract";
import { clsx } from "clsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { SelectField } from "../../../ui/select-field";
import { Skeleton } from "../../../ui/skeleton";
import { useCasinoHistory } from "../api/get-casino-history";
import { useRecentPlayed } from "../api/get-recent-played";

type Outcome = "all" | "wins" | "losses";

/** The catalogue's name of the game, or its slug made readable ("comet-cascade" → "Comet Cascade") without one. */
const titleOf = (slug: string, name?: string | null) =>
  name ?? slug.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * The player's casino rounds (docs/product/casino.md#round-recall): filtered by game on the server, by outcome among
 * the loaded rounds, a page at a time with load-more; times on the Amsterdam clock.
 */
export function CasinoHistory() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [slug, setSlug] = useState("");
  const [outcome, setOutcome] = useState<Outcome>("all");
  const games = useRecentPlayed();
  const history = useCasinoHistory(slug || undefined);
  const rounds = (history.data?.pages.flatMap((page) => page.items) ?? []).filter((round) =>
    outcome === "all" ? true : outcome === "wins" ? round.win > 0 : round.win === 0,
  );
  const total = history.data?.pages[0]?.total;

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t("account.casino.game")}
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          options={[
            { value: "", label: t("account.casino.allGames") },
            ...(games.data?.items ?? []).map((game) => ({
              value: game.slug,
              label: titleOf(game.slug, game.name),
            })),
          ]}
        />
        <SelectField
          label={t("account.casino.outcome")}
          value={outcome}
          onChange={(event) => setOutcome(event.target.value as Outcome)}
          options={(["all", "wins", "losses"] as const).map((value) => ({
            value,
            label: t(`account.casino.outcomes.${value}`),
          }))}
        />
      </div>
      {history.isPending ? (
        <div className="space-y-2" aria-busy>
          {["a", "b", "c"].map((key) => (
            <Skeleton key={key} className="h-12" />
          ))}
        </div>
      ) : history.isError ? (
        <Notice tone="error">{t("account.casino.loadFailed")}</Notice>
      ) : rounds.length === 0 ? (
        <p className="rounded-2xl bg-surface-2/40 px-4 py-10 text-center text-sm text-muted">
          {t("account.casino.empty")}
        </p>
      ) : (
        <ul
          className="divide-y divide-border/50 rounded-2xl border border-border/70"
          data-testid="casino-history"
        >
          {rounds.map((round) => (
            <Round key={round.id} round={round} locale={locale} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
        {total !== undefined ? <span>{t("account.casino.count", { count: total })}</span> : <span />}
        {history.hasNextPage ? (
          <Button
            variant="secondary"
            onClick={() => history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
          >
            {t("account.casino.loadMore")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function Round({ round, locale }: { round: RoundView; locale: ReturnType<typeof useLocale> }) {
  const { t } = useTranslation();
  const net = Math.round((round.win - round.stake) * 100) / 100;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{titleOf(round.slug, round.gameName)}</span>
        <span className="block text-xs text-subtle tabular-nums">
          {formatDateTime(round.createdAt, locale)}
        </span>
        {/* A game of another studio: its own round reference, which its support asks for. */}
        {round.providerRound ? (
          <span className="block truncate text-xs text-subtle" data-testid="provider-round">
            {t("account.casino.providerRound", { ref: round.providerRound })}
          </span>
        ) : null}
      </span>
      <span className="text-right text-xs text-muted tabular-nums">
        {t("account.casino.stake")} {formatMoney(round.stake, round.currency, locale)}
        <br />
        {t("account.casino.win")} {formatMoney(round.win, round.currency, locale)}
      </span>
      <span
        className={clsx(
          "min-w-20 text-right font-bold tabular-nums",
          net > 0 ? "text-success" : net < 0 ? "text-muted" : "text-text",
        )}
      >
        {net > 0 ? "+" : ""}
        {formatMoney(net, round.currency, locale)}
      </span>
    </li>
  );
}
