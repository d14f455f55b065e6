import type { RoundView } from "@casino/contract";
import clsx from "clsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatDecimal } from "../../../lib/money";
import { Button } from "../../../ui/button";
import { positional } from "../lib/slot-view";
import type { GameProps } from "./game-types";
import { HandTotalBadge } from "./hand-total-badge";
import { PlayingCard } from "./playing-card";
import { GameError, STAKES } from "./slot-game";
import { usePlay } from "./use-play";

function StakeSelect({
  value,
  onChange,
  format,
}: {
  value: number;
  onChange: (v: number) => void;
  format: GameProps["format"];
}) {
  const { t } = useTranslation();
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {t("casino.stake")}
      <select
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 rounded-xl border border-border bg-surface px-3"
      >
        {STAKES.map((stake) => (
          <option key={stake} value={stake}>
            {format(stake)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Dice: roll under or over a target. */
export function DiceGame({ slug, mode, onRound, format, minRoundGapMs }: GameProps) {
  const locale = useLocale();
  const { t } = useTranslation();
  const [stake, setStake] = useState(1);
  const [target, setTarget] = useState(50);
  const [direction, setDirection] = useState<"under" | "over">("under");
  const [round, setRound] = useState<RoundView | null>(null);
  const { play, error, held } = usePlay(
    slug,
    mode,
    (next) => {
      setRound(next);
      onRound(next);
    },
    minRoundGapMs,
  );
  const roll = (round?.outcome as { roll?: number; win?: boolean } | undefined) ?? null;
  const chance = direction === "under" ? target : 100 - target;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid place-items-center rounded-2xl bg-gradient-to-br from-indigo-950 to-indigo-700 p-8 text-white">
        <div className="text-6xl font-extrabold tabular-nums" data-testid="dice-roll" aria-live="polite">
          {roll?.roll !== undefined ? formatDecimal(roll.roll / 100, locale) : "--.--"}
        </div>
        {roll?.roll !== undefined && (
          <div className={clsx("mt-2 font-bold", roll.win ? "text-emerald-300" : "text-rose-300")}>
            {roll.win ? t("casino.won") : t("casino.lost")}
          </div>
        )}
      </div>
      <label className="flex flex-col gap-2 text-sm font-medium">
        {t("casino.dice.target", { target: formatDecimal(target, locale) })}
        <input
          type="range"
          min={2}
          max={98}
          step={1}
          value={target}
          onChange={(event) => setTarget(Number(event.target.value))}
        />
      </label>
      <div className="flex flex-wrap items-end gap-3">
        <fieldset aria-label={t("casino.dice.direction")} className="m-0 min-w-0 border-0 p-0 flex gap-1">
          {(["under", "over"] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={direction === value}
              onClick={() => setDirection(value)}
              className={clsx(
                "h-11 rounded-xl border px-4 text-sm font-semibold",
                direction === value ? "border-primary bg-primary text-primary-contrast" : "border-border",
              )}
            >
              {t(`casino.dice.${value}`)}
            </button>
          ))}
        </fieldset>
        <StakeSelect value={stake} onChange={setStake} format={format} />
        <Button
          size="lg"
          disabled={play.isPending || held}
          onClick={() => play.mutate({ stake, dice: { target: target * 100, direction } })}
        >
          {t("casino.dice.roll")}
        </Button>
        <p className="text-sm text-muted">{t("casino.dice.chance", { chance })}</p>
      </div>
      {error ? <GameError error={error} /> : null}
    </div>
  );
}

interface BlackjackView {
  phase: "insurance" | "player" | "done";
  dealer: string[];
  hands: { cards: string[]; result: string | null; finished: boolean; doubled: boolean }[];
}

/** Blackjack: deal, then hit, stand, double, split or insurance; an open round resumes on load. */
export function BlackjackGame({ slug, mode, onRound, format, openRound, minRoundGapMs }: GameProps) {
  const { t } = useTranslation();
  const [stake, setStake] = useState(1);
  const [round, setRound] = useState<RoundView | null>(openRound ?? null);
  const { play, act, error, held } = usePlay(
    slug,
    mode,
    (next) => {
      setRound(next);
      onRound(next);
    },
    minRoundGapMs,
  );
  const state = (round?.outcome as BlackjackView | undefined) ?? null;
  const open = round?.status === "open";
  const busy = play.isPending || act.isPending;
  const action = (name: string) => round && act.mutate({ id: round.id, action: name });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex min-h-64 flex-col justify-between gap-4 rounded-2xl bg-emerald-900 p-4 text-white">
        <div data-testid="blackjack-dealer">
          <div className="mb-1.5 flex items-center gap-2 text-xs uppercase tracking-wider text-emerald-200">
            {t("casino.blackjack.dealer")}
            {state ? <HandTotalBadge cards={state.dealer} inPlay={open} /> : null}
          </div>
          <div className="flex gap-2">
            {positional(state?.dealer ?? []).map(({ key, value }) => (
              <PlayingCard key={key} card={value} />
            ))}
            {state && state.phase !== "done" && state.dealer.length === 1 && (
              <span
                role="img"
                aria-label={t("casino.blackjack.hidden")}
                className="h-20 w-14 rounded-lg border-2 border-white bg-[repeating-linear-gradient(45deg,#7c3aed_0_6px,#4c1d95_6px_12px)] shadow"
              />
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-6">
          {state?.hands.map((hand, h) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: hands are positional
            <div key={h} data-testid="blackjack-hand">
              <div className="mb-1.5 flex items-center gap-2 text-xs uppercase tracking-wider text-emerald-200">
                <span>
                  {t("casino.blackjack.hand", { n: h + 1 })}
                  {hand.result && ` · ${t(`casino.blackjack.result.${hand.result}`)}`}
                </span>
                <HandTotalBadge
                  cards={hand.cards}
                  inPlay={open && !hand.finished}
                  split={(state?.hands.length ?? 0) > 1}
                />
              </div>
              <div className="flex gap-2">
                {positional(hand.cards).map(({ key, value }) => (
                  <PlayingCard key={key} card={value} />
                ))}
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {open && state?.phase === "insurance" ? (
          <>
            <Button disabled={busy} onClick={() => action("insurance")}>
              {t("casino.blackjack.insurance")}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => action("noInsurance")}>
              {t("casino.blackjack.noInsurance")}
            </Button>
          </>
        ) : open ? (
          (["hit", "stand", "double", "split"] as const).map((name) => (
            <Button
              key={name}
              variant={name === "hit" ? "primary" : "secondary"}
              disabled={busy}
              onClick={() => action(name)}
            >
              {t(`casino.blackjack.${name}`)}
            </Button>
          ))
        ) : (
          <>
            <StakeSelect value={stake} onChange={setStake} format={format} />
            <Button size="lg" disabled={busy || held} onClick={() => play.mutate({ stake })}>
              {t("casino.blackjack.deal")}
            </Button>
          </>
        )}
      </div>
      {error ? <GameError error={error} /> : null}
    </div>
  );
}
