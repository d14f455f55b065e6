import type { WheelResult } from "@casino/contract";
import { WHEEL_NUMBERS, WHEEL_SEGMENTS, type WheelSegment } from "@casino/games";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { betKey } from "../lib/roulette-bets";
import { ChipBadge } from "./roulette-board";

// The game-show money wheel of the live casino: 54 segments drawn as SVG, the labels set along the radius so they
// stay apart even on a 375 px phone; the bet spots per number; the last results as coloured chips.

const STEP = 360 / WHEEL_SEGMENTS.length;
const R_OUTER = 96;
const R_INNER = 34;

/** Fill and label colour per segment (multipliers in silver and gold). */
export const SEGMENT_STYLE: Record<WheelSegment, { fill: string; ink: string; chip: string }> = {
  "1": { fill: "#facc15", ink: "#1c1917", chip: "bg-yellow-400 text-stone-900" },
  "2": { fill: "#38bdf8", ink: "#082f49", chip: "bg-sky-400 text-sky-950" },
  "5": { fill: "#c026d3", ink: "#ffffff", chip: "bg-fuchsia-600 text-white" },
  "10": { fill: "#22c55e", ink: "#052e16", chip: "bg-green-500 text-green-950" },
  "20": { fill: "#f97316", ink: "#1c1917", chip: "bg-orange-500 text-stone-900" },
  "40": { fill: "#dc2626", ink: "#ffffff", chip: "bg-red-600 text-white" },
  "2x": { fill: "#e2e8f0", ink: "#0f172a", chip: "bg-slate-200 text-slate-900" },
  "7x": { fill: "#fbbf24", ink: "#451a03", chip: "bg-amber-400 text-amber-950" },
};

const point = (radius: number, degrees: number) => {
  const rad = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(rad)).toFixed(3)} ${(-radius * Math.cos(rad)).toFixed(3)}`;
};

/** The ring segment i: clockwise from the top, between the hub and the rim. */
function segmentPath(i: number) {
  const a = i * STEP;
  const b = a + STEP;
  return `M ${point(R_INNER, a)} L ${point(R_OUTER, a)} A ${R_OUTER} ${R_OUTER} 0 0 1 ${point(R_OUTER, b)} L ${point(R_INNER, b)} A ${R_INNER} ${R_INNER} 0 0 0 ${point(R_INNER, a)} Z`;
}

const shortLabel = (segment: WheelSegment) => (segment.endsWith("x") ? `×${segment.slice(0, -1)}` : segment);

/** The wheel's face, drawn once (it never changes; only its rotation does). */
function WheelFace() {
  return (
    <svg viewBox="-100 -100 200 200" className="size-full" aria-hidden>
      <circle r="99" fill="#78350f" />
      <circle r="97" fill="#1c1917" />
      {WHEEL_SEGMENTS.map((segment, i) => (
        <g
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
          key={i}
        >
          <path d={segmentPath(i)} fill={SEGMENT_STYLE[segment].fill} stroke="#1c1917" strokeWidth="0.6" />
          {/* One character above the other along the segment, each upright with its foot towards the hub (as on a
              game-show wheel): a character is narrower than the segment even on a phone. */}
          {[...shortLabel(segment)].map((char, k) => (
            <text
              // biome-ignore lint/suspicious/noArrayIndexKey: characters are positional
              key={k}
              transform={`rotate(${(i + 0.5) * STEP}) translate(0 -${R_OUTER - 7 - k * 8})`}
              fill={SEGMENT_STYLE[segment].ink}
              fontSize="8.5"
              fontWeight="800"
              fontFamily="ui-sans-serif, system-ui, sans-serif"
              dominantBaseline="central"
              textAnchor="middle"
            >
              {char}
            </text>
          ))}
        </g>
      ))}
      <circle r={R_INNER} fill="#1c1917" stroke="#fbbf24" strokeWidth="2" />
    </svg>
  );
}

/**
 * The wheel with its pointer at the top. While the round is "no more bets" it spins; with a result it rests with
 * the segment it stopped on under the pointer, and the hub shows the winning number (and the multiplier).
 */
export function MoneyWheel({
  result,
  spinning,
  label,
}: {
  result: WheelResult | null;
  spinning: boolean;
  label: string;
}) {
  const stop = result ? result.segments[result.segments.length - 1]! : 0;
  const angle = -(stop + 0.5) * STEP;
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="table-wheel"
      className="relative mx-auto aspect-square w-full max-w-[20rem] shrink-0 sm:max-w-[22rem]"
    >
      {/* Clipped to the wheel's circle: a spinning square's corners would otherwise widen the page. */}
      <div className="absolute inset-0 overflow-hidden rounded-full">
        <div
          className={clsx(
            "size-full",
            spinning
              ? "animate-[spin_1.6s_linear_infinite] motion-reduce:animate-none"
              : "transition-transform duration-1000 ease-out motion-reduce:transition-none",
          )}
          style={spinning ? undefined : { transform: `rotate(${angle}deg)` }}
        >
          <WheelFace />
        </div>
      </div>
      <svg viewBox="-10 0 20 16" className="absolute top-[-2%] left-1/2 w-[9%] -translate-x-1/2" aria-hidden>
        <path d="M -8 0 L 8 0 L 0 15 Z" fill="#fbbf24" stroke="#1c1917" strokeWidth="1.5" />
      </svg>
      <div
        aria-hidden
        className="absolute inset-[33%] grid place-items-center rounded-full text-center leading-none font-extrabold text-white"
      >
        {spinning || !result ? (
          <span className="text-3xl">?</span>
        ) : (
          <span className="flex flex-col items-center gap-1">
            <span className="text-4xl sm:text-5xl">{result.number}</span>
            {result.multiplier > 1 ? (
              <span className="rounded-full bg-amber-400 px-2 py-0.5 text-sm text-amber-950">
                ×{result.multiplier}
              </span>
            ) : null}
          </span>
        )}
      </div>
    </div>
  );
}

/** The bet spots: one per number, with its payout, the chips on it and the last winner lit. */
export function WheelBoard({
  amountOn,
  onPlace,
  winner,
  format,
}: {
  amountOn: (key: string) => number | undefined;
  onPlace: (bet: { type: "wheel"; number: number }) => void;
  winner: number | null;
  format: (amount: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      aria-label={t("tables.wheel.board")}
      className="m-0 mx-auto grid w-full max-w-4xl min-w-0 grid-cols-3 gap-2 border-0 p-0 sm:grid-cols-6"
    >
      {WHEEL_NUMBERS.map((number) => {
        const bet = { type: "wheel" as const, number };
        const amount = amountOn(betKey(bet));
        const name = t("tables.wheel.spot", { number, payout: number });
        return (
          <button
            key={number}
            type="button"
            data-spot={`wheel:${number}`}
            onClick={() => onPlace(bet)}
            aria-label={amount ? t("casino.roulette.withChips", { bet: name, amount: format(amount) }) : name}
            className={clsx(
              "relative flex h-20 flex-col items-center justify-center rounded-xl border-2 border-black/20 shadow-md focus-visible:outline-4 focus-visible:outline-sky-300",
              SEGMENT_STYLE[`${number}`].chip,
              winner === number && "ring-4 ring-white ring-offset-2 ring-offset-stone-900",
            )}
          >
            <span aria-hidden className="text-3xl leading-none font-extrabold">
              {number}
            </span>
            <span aria-hidden className="mt-1 text-xs font-semibold">
              {t("tables.wheel.pays", { payout: number })}
            </span>
            {amount ? <ChipBadge amount={amount} className="absolute -top-1.5 -right-1.5" /> : null}
          </button>
        );
      })}
    </fieldset>
  );
}

/** The last results of a wheel, newest first: the number, with its multiplier when one landed. */
export function WheelResultList({
  results,
  size = "sm",
}: {
  results: { number: number; wheel: WheelResult | null }[];
  size?: "sm" | "md";
}) {
  const { t } = useTranslation();
  const shown = results.filter((r) => r.wheel);
  if (shown.length === 0) return <p className="text-xs opacity-80">{t("tables.noResults")}</p>;
  return (
    <ol aria-label={t("tables.lastResults")} className="flex flex-wrap gap-1" data-testid="table-results">
      {shown.map((r, i) => {
        const wheel = r.wheel!;
        return (
          <li
            key={r.number}
            title={t("tables.roundNumber", { number: r.number })}
            className={clsx(
              "grid place-items-center rounded-full px-1.5 font-bold",
              size === "sm" ? "h-6 min-w-6 text-[11px]" : "h-8 min-w-8 text-xs",
              SEGMENT_STYLE[`${wheel.number}` as WheelSegment]?.chip,
              i === 0 && "ring-2 ring-amber-300",
            )}
          >
            {wheel.multiplier > 1 ? `${wheel.number}×${wheel.multiplier}` : wheel.number}
          </li>
        );
      })}
    </ol>
  );
}
