import type { TableBet } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import clsx from "clsx";
import { ArrowLeft } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { formatDecimal, formatMoney } from "../../../lib/money";
import { openLogin } from "../../../shell/modal-store";
import { useLocale } from "../../../shell/use-locale";
import { Button, buttonClass } from "../../../ui/button";
import { Skeleton } from "../../../ui/skeleton";
import { CASINO_BALANCE_KEY, useCasinoBalance } from "../api/rounds";
import {
  placeTableBet,
  tableKey,
  useSecondsLeft,
  useServerOffset,
  useTable,
  useTableStream,
} from "../api/tables";
import { CHIP_STYLE, CHIPS, OUTSIDE, POCKET_BG } from "../components/roulette-game";
import { RouletteTable } from "../components/roulette-table";
import { addChip, betKey, buildBets, type RouletteBet } from "../lib/roulette-bets";
import { useMediaQuery } from "../lib/use-media-query";
import { PocketList } from "./pocket-list";
import { RngLabel } from "./rng-label";

/**
 * One shared table: the round every player at it sees (countdown to "no more bets", then the result), the bet
 * board of the single-player roulette, the last results and the player's bets. Round changes arrive over the
 * table's stream; a bet slip is sent once per attempt (Idempotency-Key).
 */
export function LiveTable({ id, player }: { id: string; player: { currency: string } | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const table = useTable(id, Boolean(player));
  useTableStream(id, Boolean(player));
  const balance = useCasinoBalance(Boolean(player));
  const offset = useServerOffset(table.data?.now);
  const round = table.data?.round ?? null;
  const open = round?.status === "open";
  const left = useSecondsLeft(open ? round?.closesAt : undefined, offset);
  const upright = useMediaQuery("(max-width: 640px)");
  const [chip, setChip] = useState(1);
  const [board, setBoard] = useState(new Map<string, RouletteBet>());
  const attempt = useRef<string | null>(null);
  const currency = player?.currency ?? "EUR";
  const format = (amount: number) => formatMoney(amount, currency, locale);
  const { bets, total } = buildBets(board);
  const place = useMutation({
    mutationFn: () => {
      attempt.current ??= newIdempotencyKey();
      return placeTableBet(id, { bets }, attempt.current);
    },
    onSuccess: () => {
      attempt.current = null;
      setBoard(new Map());
      void client.invalidateQueries({ queryKey: tableKey(id, true) });
      void client.invalidateQueries({ queryKey: CASINO_BALANCE_KEY });
    },
    onError: (failure) => {
      // A refusal is final for this attempt; only a lost answer is retried with the same key.
      if (failure instanceof ApiError) attempt.current = null;
    },
  });

  if (table.isPending) return <Skeleton className="mx-auto mt-6 h-96 w-full max-w-5xl rounded-2xl" />;
  if (!table.data)
    return (
      <div className="mx-auto max-w-xl p-8 text-center">
        <h1 className="text-2xl font-bold">{t("tables.notFound")}</h1>
        <Link
          to={`/${locale}/live-casino`}
          className={buttonClass({ variant: "secondary", className: "mt-4" })}
        >
          {t("tables.back")}
        </Link>
      </div>
    );

  const data = table.data;
  const settledPocket = round?.status === "settled" ? round.pocket : null;
  const last = data.lastResults[0] ?? null;
  const spinning = round?.status === "closed";
  const shown = settledPocket ?? (spinning ? null : (last?.pocket ?? null));
  const amountOn = (key: string) => board.get(key)?.amount;
  const addTo = (bet: Omit<RouletteBet, "amount">) => setBoard((current) => addChip(current, bet, chip));
  const remove = (key: string) =>
    setBoard((current) => {
      const next = new Map(current);
      next.delete(key);
      return next;
    });
  const status =
    round?.status === "open" && left > 0
      ? t("tables.closesIn", { count: left })
      : round?.status === "settled" || !round
        ? t("tables.nextRound")
        : t("tables.noMoreBets");

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-3 py-5 sm:px-6">
      <Link
        to={`/${locale}/live-casino`}
        className="inline-flex items-center gap-1 text-sm text-muted hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> {t("tables.back")}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight">{data.name}</h1>
        <RngLabel />
      </header>
      <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-gradient-to-r from-emerald-950 to-emerald-800 p-4 text-white">
        <div
          role="img"
          data-testid="table-wheel"
          aria-label={
            spinning
              ? t("tables.spinning")
              : shown === null
                ? t("tables.noResults")
                : t("tables.resultIs", { pocket: shown, number: last?.number })
          }
          className={clsx(
            "grid size-20 shrink-0 place-items-center rounded-full border-4 border-amber-300 text-3xl font-extrabold shadow-lg",
            spinning
              ? "animate-spin bg-emerald-800 motion-reduce:animate-none"
              : shown === null
                ? "bg-emerald-800"
                : POCKET_BG[last?.colour ?? "green"],
          )}
        >
          {shown ?? "?"}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p aria-live="polite" className="text-lg font-bold" data-testid="table-status">
            {status}
          </p>
          {round ? (
            <p className="text-xs text-emerald-100/90">{t("tables.roundNumber", { number: round.number })}</p>
          ) : null}
          <PocketList results={data.lastResults} size="md" />
        </div>
        {player ? (
          <div className="text-right">
            <div className="text-xs text-emerald-100/90">{t("tables.balance")}</div>
            <div className="text-lg font-bold" data-testid="table-balance">
              {balance.data ? formatMoney(balance.data.total, balance.data.totalCurrency, locale) : "–"}
            </div>
          </div>
        ) : null}
      </div>

      <RouletteTable
        orientation={upright ? "vertical" : "horizontal"}
        amountOn={amountOn}
        onPlace={addTo}
        onRemove={remove}
        pocket={shown ?? undefined}
        format={format}
      />
      <div className="mx-auto grid w-full max-w-4xl grid-cols-3 gap-1 sm:grid-cols-9">
        {OUTSIDE.map(({ label, bet }) => {
          const amount = amountOn(betKey(bet));
          return (
            <button
              key={label}
              type="button"
              onClick={() => addTo(bet)}
              aria-label={
                amount
                  ? t("casino.roulette.withChips", {
                      bet: t(`casino.roulette.${label}`),
                      amount: format(amount),
                    })
                  : undefined
              }
              className={clsx(
                "relative grid h-11 place-items-center rounded-lg px-2 text-sm font-bold text-white focus-visible:outline-2 focus-visible:outline-amber-300",
                label === "red" ? "bg-red-600" : label === "black" ? "bg-neutral-900" : "bg-emerald-700",
              )}
            >
              {t(`casino.roulette.${label}`)}
              {amount ? (
                <span className="absolute -top-1.5 -right-1.5 rounded-full border-2 border-dashed border-white bg-amber-400 px-1.5 text-[10px] text-black">
                  {formatDecimal(amount, locale, Number.isInteger(amount) ? 0 : 2)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <fieldset aria-label={t("casino.roulette.chip")} className="m-0 flex min-w-0 gap-1 border-0 p-0">
          {CHIPS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={chip === value}
              aria-label={format(value)}
              onClick={() => setChip(value)}
              className={clsx(
                "grid size-12 place-items-center rounded-full border-4 border-dashed text-xs font-extrabold shadow-md",
                CHIP_STYLE[value],
                chip === value ? "scale-110 ring-4 ring-amber-300" : "opacity-75 hover:opacity-100",
              )}
            >
              {formatDecimal(value, locale, Number.isInteger(value) ? 0 : 2)}
            </button>
          ))}
        </fieldset>
        <span className="text-sm font-semibold">{t("casino.roulette.total", { total: format(total) })}</span>
        <Button variant="ghost" onClick={() => setBoard(new Map())} disabled={bets.length === 0}>
          {t("casino.roulette.clear")}
        </Button>
        {player ? (
          <Button
            size="lg"
            data-testid="table-place"
            disabled={bets.length === 0 || !open || left === 0 || place.isPending}
            onClick={() => place.mutate()}
          >
            {t("tables.place")}
          </Button>
        ) : (
          <Button size="lg" onClick={() => openLogin()}>
            {t("tables.logInToBet")}
          </Button>
        )}
      </div>
      {place.error ? (
        <p
          role="alert"
          className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger-ink"
        >
          {errorText(t, place.error, "casino.error")}
        </p>
      ) : null}
      {player ? <MyBets bets={data.myBets} format={format} /> : null}
      <p className="text-xs text-muted">{t("tables.fairness")}</p>
    </div>
  );
}

function MyBets({ bets, format }: { bets: TableBet[]; format: (amount: number) => string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="my-table-bets" className="flex flex-col gap-2">
      <h2 id="my-table-bets" className="text-base font-bold">
        {t("tables.myBets")}
      </h2>
      {bets.length === 0 ? (
        <p className="text-sm text-muted">{t("tables.noBets")}</p>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="my-table-bets">
          {bets.map((bet) => (
            <li
              key={bet.id}
              className="flex flex-wrap justify-between gap-2 rounded-lg bg-surface px-3 py-2 text-sm"
            >
              <span>{t("tables.roundNumber", { number: bet.roundNumber })}</span>
              <span>{t("tables.stake", { amount: format(bet.stake) })}</span>
              <span data-testid="my-table-bet-outcome">
                {bet.status === "placed"
                  ? t("tables.waiting")
                  : bet.win && bet.win > 0
                    ? t("tables.won", { amount: format(bet.win) })
                    : t("tables.lost")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
