import { coveredNumbers, type RouletteBet as EngineBet } from "@casino/games";
import clsx from "clsx";
import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatDecimal } from "../../../lib/money";
import { pocketColour, type RouletteBet } from "../lib/roulette-bets";
import {
  arrowStep,
  moveSpot,
  type Orientation,
  spotByKey,
  TABLE_SPOTS,
  type TableSpot,
} from "../lib/roulette-table";

/** Table units: the zero, twelve rows and the column bets along; three lines across. */
const ALONG = 14;
const ACROSS = 3;

/** Where a spot's centre sits, in table units (along, across). */
function centre({ x, y }: TableSpot): [number, number] {
  const u = x === 0 ? 0.5 : x === 25 ? 13.5 : x % 2 === 0 ? 1.5 + (x - 2) / 2 : 1 + (x - 1) / 2;
  const v = y % 2 === 0 && y < 5 ? 0.5 + y / 2 : (y + 1) / 2;
  return [u, v];
}

/** The box of a cell spot (a number, the zero, a column bet), in table units. */
function cellBox(spot: TableSpot): [number, number, number, number] {
  if (spot.x === 0) return [0, 0, 1, 3];
  const [u, v] = centre(spot);
  return [u - 0.5, v - 0.5, u + 0.5, v + 0.5];
}

/** Table units to CSS percentages; upright, the line of 1 is on the left. */
function place(orientation: Orientation, [u0, v0, u1, v1]: [number, number, number, number]) {
  if (orientation === "horizontal")
    return {
      left: `${(u0 / ALONG) * 100}%`,
      top: `${(v0 / ACROSS) * 100}%`,
      width: `${((u1 - u0) / ALONG) * 100}%`,
      height: `${((v1 - v0) / ACROSS) * 100}%`,
    };
  return {
    left: `${((ACROSS - v1) / ACROSS) * 100}%`,
    top: `${(u0 / ALONG) * 100}%`,
    width: `${((v1 - v0) / ACROSS) * 100}%`,
    height: `${((u1 - u0) / ALONG) * 100}%`,
  };
}

const isCell = (spot: TableSpot) =>
  spot.x === 0 || spot.x === 25 || (spot.x % 2 === 0 && spot.y % 2 === 0 && spot.y < 5);

function Chip({ amount }: { amount: number }) {
  const locale = useLocale();
  return (
    <span className="pointer-events-none absolute top-1/2 left-1/2 z-30 grid min-w-6 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-2 border-dashed border-white bg-amber-400 px-1 text-[10px] leading-5 font-extrabold text-black shadow-md">
      {formatDecimal(amount, locale, Number.isInteger(amount) ? 0 : 2)}
    </span>
  );
}

/**
 * The betting table: every number, split, street, corner, six-line, column and the zero's own positions, each a
 * button. One tab stop: the arrow keys move along the lattice of spots (the covered numbers light up), Enter or
 * Space places a chip and Delete takes the spot's chips off again.
 */
export function RouletteTable({
  orientation,
  amountOn,
  onPlace,
  onRemove,
  pocket,
  format,
}: {
  orientation: Orientation;
  /** An amount in the play currency, for the spots' labels. */
  format: (amount: number) => string;
  amountOn: (key: string) => number | undefined;
  onPlace: (bet: Omit<RouletteBet, "amount">) => void;
  onRemove: (key: string) => void;
  pocket: number | undefined;
}) {
  const { t } = useTranslation();
  const [active, setActive] = useState("straight:0");
  const [hot, setHot] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const hotBet = hot ? spotByKey(hot)?.bet : undefined;
  const cover = hotBet ? coveredNumbers(hotBet as EngineBet) : null;
  const lit = new Set(cover?.ok ? cover.numbers : []);

  const label = (spot: TableSpot) => {
    const { bet } = spot;
    const numbers = bet.numbers ?? [];
    const text =
      bet.type === "column"
        ? t("casino.roulette.column", { n: bet.index })
        : bet.type === "straight"
          ? t("casino.roulette.straight", { n: numbers[0] })
          : bet.type === "split"
            ? t("casino.roulette.split", { a: numbers[0], b: numbers[1] })
            : bet.type === "sixLine"
              ? t("casino.roulette.sixLine", { from: numbers[0], to: numbers[5] })
              : t(`casino.roulette.${bet.type}`, { numbers: numbers.join(", ") });
    const amount = amountOn(spot.key);
    return amount ? t("casino.roulette.withChips", { bet: text, amount: format(amount) }) : text;
  };

  const onKeyDown = (spot: TableSpot) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      onRemove(spot.key);
      return;
    }
    const step = arrowStep(event.key, orientation);
    if (!step) return;
    event.preventDefault();
    const next = moveSpot(spot, step);
    setActive(next.key);
    setHot(next.key);
    buttons.current.get(next.key)?.focus();
  };

  return (
    <fieldset
      aria-label={t("casino.roulette.table")}
      aria-describedby="roulette-keys"
      className={clsx(
        "relative m-0 mx-auto w-full min-w-0 select-none rounded-2xl border-0 bg-emerald-800 p-2 pb-4 shadow-inner",
        orientation === "horizontal" ? "max-w-4xl" : "max-w-sm",
      )}
    >
      <p id="roulette-keys" className="sr-only">
        {t("casino.roulette.keys")}
      </p>
      <div
        className={clsx(
          "relative w-full",
          orientation === "horizontal" ? "aspect-[14/3.4]" : "aspect-[3/4.6]",
        )}
      >
        {TABLE_SPOTS.map((spot) => {
          const amount = amountOn(spot.key);
          const common = {
            type: "button" as const,
            "aria-label": label(spot),
            tabIndex: spot.key === active ? 0 : -1,
            onClick: () => {
              setActive(spot.key);
              onPlace(spot.bet);
            },
            onKeyDown: onKeyDown(spot),
            onFocus: () => {
              setActive(spot.key);
              setHot(spot.key);
            },
            onMouseEnter: () => setHot(spot.key),
            onMouseLeave: () => setHot((current) => (current === spot.key ? null : current)),
            ref: (element: HTMLButtonElement | null) => {
              if (element) buttons.current.set(spot.key, element);
              else buttons.current.delete(spot.key);
            },
            "data-spot": spot.key,
          };
          if (isCell(spot)) {
            const n = spot.bet.type === "straight" ? (spot.bet.numbers?.[0] ?? 0) : null;
            const colour = n === null ? null : pocketColour(n);
            return (
              <button
                key={spot.key}
                {...common}
                style={place(orientation, cellBox(spot))}
                className={clsx(
                  "absolute z-10 grid place-items-center border border-emerald-200/40 text-sm font-extrabold text-white outline-none sm:text-base",
                  colour === "red" && "bg-red-600",
                  colour === "black" && "bg-neutral-900",
                  colour === "green" && "bg-emerald-600",
                  colour === null && "bg-emerald-700 text-xs sm:text-sm",
                  n !== null && pocket === n
                    ? "z-20 ring-4 ring-amber-300 ring-inset"
                    : n !== null && lit.has(n) && "ring-2 ring-white/80 ring-inset",
                  "focus-visible:z-20 focus-visible:ring-4 focus-visible:ring-sky-300 focus-visible:ring-inset",
                  spot.x === 0 && (orientation === "horizontal" ? "rounded-l-xl" : "rounded-t-xl"),
                )}
              >
                <span aria-hidden>{n ?? t("casino.roulette.columnShort")}</span>
                {amount ? <Chip amount={amount} /> : null}
              </button>
            );
          }
          const [u, v] = centre(spot);
          return (
            <button
              key={spot.key}
              {...common}
              style={place(orientation, [u - 0.2, v - 0.2, u + 0.2, v + 0.2])}
              className="group absolute z-20 grid place-items-center outline-none"
            >
              <span
                aria-hidden
                className={clsx(
                  "size-3.5 rounded-full border-2 transition-colors sm:size-4",
                  hot === spot.key
                    ? "border-white bg-sky-300/80"
                    : "border-transparent group-hover:border-white/80",
                  "group-focus-visible:border-white group-focus-visible:bg-sky-300 group-focus-visible:ring-4 group-focus-visible:ring-sky-300/60",
                )}
              />
              {amount ? <Chip amount={amount} /> : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
