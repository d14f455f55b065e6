import type { RoundView } from "@casino/contract";
import clsx from "clsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button";
import { addChip, buildBets, pocketColour, type RouletteBet } from "../lib/roulette-bets";
import type { GameProps } from "./game-types";
import { ChipPicker, POCKET_BG, RouletteBoard, withoutSpot } from "./roulette-board";
import { GameError } from "./slot-game";
import { usePlay } from "./use-play";

/** Roulette: chips on any position of the table (inside and outside), then one spin; the last results alongside. */
export function RouletteGame({ slug, mode, onRound, format, minRoundGapMs }: GameProps) {
  const { t } = useTranslation();
  const [chip, setChip] = useState(1);
  const [table, setTable] = useState(new Map<string, RouletteBet>());
  const [history, setHistory] = useState<number[]>([]);
  const [round, setRound] = useState<RoundView | null>(null);
  const { play, error, held } = usePlay(
    slug,
    mode,
    (next) => {
      setRound(next);
      const pocket = (next.outcome as { pocket?: number } | undefined)?.pocket;
      if (pocket !== undefined) setHistory((current) => [pocket, ...current].slice(0, 10));
      onRound(next);
    },
    minRoundGapMs,
  );
  const { bets, total } = buildBets(table);
  const place = (bet: Omit<RouletteBet, "amount">) => setTable((current) => addChip(current, bet, chip));
  const remove = (key: string) => setTable(withoutSpot(key));
  const amountOn = (key: string) => table.get(key)?.amount;
  const pocket = (round?.outcome as { pocket?: number } | undefined)?.pocket;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-gradient-to-r from-emerald-950 to-emerald-800 p-4 text-white">
        <div
          aria-live="polite"
          data-testid="roulette-result"
          className={clsx(
            "grid size-16 shrink-0 place-items-center rounded-full border-4 border-amber-300 text-2xl font-extrabold shadow-lg",
            pocket === undefined ? "bg-emerald-800" : POCKET_BG[pocketColour(pocket)],
          )}
        >
          {pocket ?? "?"}
        </div>
        <div className="min-w-0 flex-1">
          <div className="text-sm font-semibold">{t("casino.roulette.total", { total: format(total) })}</div>
          {history.length > 0 && (
            <ol aria-label={t("casino.roulette.history")} className="mt-2 flex flex-wrap gap-1">
              {history.map((n, i) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: results are positional
                  key={i}
                  className={clsx(
                    "grid size-7 place-items-center rounded-full text-xs font-bold",
                    POCKET_BG[pocketColour(n)],
                    i === 0 && "ring-2 ring-amber-300",
                  )}
                >
                  {n}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
      <RouletteBoard amountOn={amountOn} onPlace={place} onRemove={remove} pocket={pocket} format={format} />
      <div className="flex flex-wrap items-center gap-3">
        <ChipPicker chip={chip} onChip={setChip} format={format} />
        <Button variant="ghost" onClick={() => setTable(new Map())} disabled={bets.length === 0}>
          {t("casino.roulette.clear")}
        </Button>
        <Button
          size="lg"
          disabled={bets.length === 0 || play.isPending || held}
          onClick={() => play.mutate({ bets })}
          data-testid="roulette-spin"
        >
          {t("casino.roulette.spin")}
        </Button>
      </div>
      {error ? <GameError error={error} /> : null}
    </div>
  );
}
