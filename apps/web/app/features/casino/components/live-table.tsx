import { useMutation, useQueryClient } from "@tanstack/react-query";
import clsx from "clsx";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { buttonClass } from "../../../ui/button";
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
import { addChip, type BoardBet, buildBets, type Spot } from "../lib/roulette-bets";
import { balanceText, LiveTableFrame } from "./live-table-frame";
import { MoneyWheel, WheelBoard } from "./money-wheel";
import { POCKET_BG, RouletteBoard, withoutSpot } from "./roulette-board";

/**
 * One shared table: the round every player at it sees (countdown to "no more bets", then the result), the game's
 * board (roulette positions or the wheel's numbers) in the frame all tables share, the last results and the
 * player's bets. Round changes arrive over the table's stream; a bet slip is sent once per attempt (Idempotency-Key).
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
  const [chip, setChip] = useState(1);
  const [board, setBoard] = useState(new Map<string, BoardBet>());
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
  const wheel = data.game === "money-wheel";
  const last = data.lastResults[0] ?? null;
  const spinning = round?.status === "closed";
  const amountOn = (key: string) => board.get(key)?.amount;
  const addTo = (bet: Spot) => setBoard((current) => addChip(current, bet, chip));
  const status =
    round?.status === "open" && left > 0
      ? t("tables.closesIn", { count: left })
      : round?.status === "settled" || !round
        ? t("tables.nextRound")
        : t(wheel ? "tables.wheel.noMoreBets" : "tables.noMoreBets");
  const shownPocket = spinning ? null : (last?.pocket ?? null);
  const shownWheel = spinning ? null : (last?.wheel ?? null);
  const resultLabel = spinning
    ? t(wheel ? "tables.wheel.spinning" : "tables.spinning")
    : !last
      ? t("tables.noResults")
      : wheel && shownWheel
        ? t(shownWheel.multiplier > 1 ? "tables.wheel.resultMultiplied" : "tables.wheel.result", {
            number: last.number,
            result: shownWheel.number,
            multiplier: shownWheel.multiplier,
          })
        : t("tables.resultIs", { pocket: shownPocket, number: last.number });

  return (
    <LiveTableFrame
      data={data}
      player={Boolean(player)}
      balance={balanceText(balance.data, locale)}
      status={status}
      result={
        wheel ? (
          <MoneyWheel result={shownWheel} spinning={spinning} label={resultLabel} />
        ) : (
          <div
            role="img"
            data-testid="table-wheel"
            aria-label={resultLabel}
            className={clsx(
              "grid size-20 shrink-0 place-items-center rounded-full border-4 border-amber-300 text-3xl font-extrabold shadow-lg",
              spinning
                ? "animate-spin bg-emerald-800 motion-reduce:animate-none"
                : shownPocket === null
                  ? "bg-emerald-800"
                  : POCKET_BG[last?.colour ?? "green"],
            )}
          >
            {shownPocket ?? "?"}
          </div>
        )
      }
      board={
        wheel ? (
          <WheelBoard
            amountOn={amountOn}
            onPlace={addTo}
            winner={shownWheel?.number ?? null}
            format={format}
          />
        ) : (
          <RouletteBoard
            amountOn={amountOn}
            onPlace={addTo}
            onRemove={(key) => setBoard(withoutSpot(key))}
            pocket={shownPocket ?? undefined}
            format={format}
          />
        )
      }
      chip={chip}
      onChip={setChip}
      total={total}
      canPlace={bets.length > 0 && open && left > 0 && !place.isPending}
      onPlace={() => place.mutate()}
      onClear={bets.length > 0 ? () => setBoard(new Map()) : null}
      error={place.error}
      format={format}
    />
  );
}
