import type { RoundView } from "@casino/contract";
import clsx from "clsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatDecimal } from "../../../lib/money";
import { Button } from "../../../ui/button";
import { addChip, betKey, buildBets, pocketColour, type RouletteBet } from "../lib/roulette-bets";
import { useMediaQuery } from "../lib/use-media-query";
import type { GameProps } from "./game-types";
import { RouletteTable } from "./roulette-table";
import { GameError } from "./slot-game";
import { usePlay } from "./use-play";

export const CHIPS = [0.5, 1, 5, 10];
/** Chip colours by value, as on a real table. */
export const CHIP_STYLE: Record<number, string> = {
  0.5: "border-slate-400 bg-slate-100 text-slate-900",
  1: "border-sky-200 bg-sky-600 text-white",
  5: "border-red-200 bg-red-600 text-white",
  10: "border-emerald-200 bg-emerald-600 text-white",
};
export const OUTSIDE: { label: string; bet: Omit<RouletteBet, "amount"> }[] = [
  { label: "dozen1", bet: { type: "dozen", index: 1 } },
  { label: "dozen2", bet: { type: "dozen", index: 2 } },
  { label: "dozen3", bet: { type: "dozen", index: 3 } },
  { label: "low", bet: { type: "low" } },
  { label: "even", bet: { type: "even" } },
  { label: "red", bet: { type: "red" } },
  { label: "black", bet: { type: "black" } },
  { label: "odd", bet: { type: "odd" } },
  { label: "high", bet: { type: "high" } },
];
export const POCKET_BG = { green: "bg-emerald-600", red: "bg-red-600", black: "bg-neutral-900" } as const;

/** Roulette: chips on any position of the table (inside and outside), then one spin; the last results alongside. */
export function RouletteGame({ slug, mode, onRound, format, minRoundGapMs }: GameProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const upright = useMediaQuery("(max-width: 640px)");
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
  const remove = (key: string) =>
    setTable((current) => {
      const next = new Map(current);
      next.delete(key);
      return next;
    });
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
      <RouletteTable
        orientation={upright ? "vertical" : "horizontal"}
        amountOn={amountOn}
        onPlace={place}
        onRemove={remove}
        pocket={pocket}
        format={format}
      />
      <div className="mx-auto grid w-full max-w-4xl grid-cols-3 gap-1 sm:grid-cols-9">
        {OUTSIDE.map(({ label, bet }) => {
          const amount = amountOn(betKey(bet));
          return (
            <button
              key={label}
              type="button"
              onClick={() => place(bet)}
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
                "grid size-12 place-items-center rounded-full border-4 border-dashed text-xs font-extrabold shadow-md transition-transform motion-reduce:transition-none",
                CHIP_STYLE[value],
                chip === value ? "scale-110 ring-4 ring-amber-300" : "opacity-75 hover:opacity-100",
              )}
            >
              {formatDecimal(value, locale, Number.isInteger(value) ? 0 : 2)}
            </button>
          ))}
        </fieldset>
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
