import type { RoundView } from "@casino/contract";
import { findSlotTitle } from "@casino/games";
import clsx from "clsx";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button";
import { allowedStakes } from "../lib/round-pace";
import { isSlotOutcome, positional, restingWindow, type SpinView, winningCells } from "../lib/slot-view";
import type { GameProps } from "./game-types";
import { SymbolArt } from "./symbol-art";
import { usePlay } from "./use-play";

export const STAKES = [0.1, 0.2, 0.5, 1, 2, 5, 10];

/** A title without a definition here (not a studio slot): blank cells of the usual 5 × 3. */
const BLANK = Array.from({ length: 5 }, () => ["", "", ""]);

/**
 * The reels: the spin shown, or before the first one the title's resting window, so the machine shows its own
 * symbols from the start instead of empty boxes.
 */
function Reels({ slug, spin, spinning }: { slug: string; spin: SpinView | null; spinning: boolean }) {
  const resting = useMemo(() => {
    const title = findSlotTitle(slug);
    return title ? restingWindow(title) : BLANK;
  }, [slug]);
  const window = spin?.window ?? resting;
  const cells = spin ? winningCells(spin) : new Set<string>();
  return (
    <div
      className="grid gap-1.5 rounded-2xl bg-gradient-to-b from-slate-900 to-slate-800 p-2 sm:gap-2 sm:p-3"
      style={{ gridTemplateColumns: `repeat(${window.length}, minmax(0, 1fr))` }}
      data-testid="reels"
    >
      {positional(window).map(({ key, index: r, value: reel }) => (
        <div
          key={key}
          className={clsx("grid gap-1.5 sm:gap-2", spinning && "animate-pulse motion-reduce:animate-none")}
        >
          {positional(reel).map(({ key: rowKey, index: row, value: symbol }) => (
            <div key={rowKey} className="aspect-square" data-win={cells.has(`${r}:${row}`) || undefined}>
              {symbol ? (
                <SymbolArt slug={slug} id={symbol} highlighted={cells.has(`${r}:${row}`)} />
              ) : (
                <div className="size-full rounded-2xl bg-white/5" />
              )}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The slot machine: reels and rows from the round result, stake, spin (space), wins highlighted, free spins. */
export function SlotGame({ slug, mode, onRound, format, minRoundGapMs, maxSlotStake }: GameProps) {
  const { t } = useTranslation();
  // The stakes the player's rules allow (Germany: at most 1 € a spin).
  const stakes = allowedStakes(STAKES, maxSlotStake);
  const [stake, setStake] = useState(() => Math.min(1, stakes.at(-1) ?? 1));
  const [round, setRound] = useState<RoundView | null>(null);
  const [shown, setShown] = useState(0);
  const { play, error, held } = usePlay(
    slug,
    mode,
    (next) => {
      setRound(next);
      setShown(0);
      onRound(next);
    },
    minRoundGapMs,
  );
  const canSpin = !play.isPending && !held;
  const outcome = round && isSlotOutcome(round.outcome) ? round.outcome : null;
  const spins = outcome ? [outcome.base, ...outcome.freeSpins] : [];
  const spin = spins[shown] ?? null;
  const spinNow = () => {
    if (canSpin) play.mutate({ stake });
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.code !== "Space" || target?.closest("input, select, textarea, button, a")) return;
      event.preventDefault();
      if (canSpin) play.mutate({ stake });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [play, stake, canSpin]);

  return (
    <div className="flex flex-col gap-4">
      <div className="mx-auto w-full max-w-2xl">
        <Reels slug={slug} spin={spin} spinning={play.isPending} />
      </div>
      {outcome && outcome.freeSpins.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="free-spins">
          <span className="font-semibold">
            {t("casino.slot.freeSpins", { count: outcome.freeSpins.length })}
          </span>
          {spins.map((item, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: spins are positional
              key={i}
              type="button"
              aria-pressed={i === shown}
              onClick={() => setShown(i)}
              className={clsx(
                "rounded-lg border px-2 py-1",
                i === shown ? "border-primary bg-primary text-primary-contrast" : "border-border",
              )}
            >
              {i === 0 ? t("casino.slot.base") : `${i}`} · {item.coins}
            </button>
          ))}
        </div>
      )}
      {spin && spin.wins.length > 0 && (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label={t("casino.slot.wins")}>
          {spin.wins.map((win, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: wins are positional
            <li key={i} className="rounded-lg bg-amber-100 px-2 py-1 text-amber-900">
              {win.kind === "line"
                ? t("casino.slot.line", { line: (win.line ?? 0) + 1 })
                : t(`casino.slot.${win.kind}`)}{" "}
              · {win.count}× {win.symbol} · {win.coins}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("casino.stake")}
          <select
            value={stake}
            onChange={(event) => setStake(Number(event.target.value))}
            className="h-11 rounded-xl border border-border bg-surface px-3"
            data-testid="stake"
          >
            {stakes.map((value) => (
              <option key={value} value={value}>
                {format(value)}
              </option>
            ))}
          </select>
        </label>
        <Button size="lg" onClick={spinNow} disabled={!canSpin} className="min-w-36" data-testid="spin">
          {play.isPending ? t("casino.slot.spinning") : t("casino.slot.spin")}
        </Button>
        <p className="hidden text-xs text-muted sm:block">{t("casino.slot.spaceHint")}</p>
      </div>
      {error ? <GameError error={error} /> : null}
    </div>
  );
}

export function GameError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : t("casino.error");
  return (
    <p
      role="alert"
      className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger-ink"
    >
      {message}
    </p>
  );
}
