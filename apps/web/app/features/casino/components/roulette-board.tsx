import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatDecimal } from "../../../lib/money";
import { betKey, type RouletteBet } from "../lib/roulette-bets";
import { useMediaQuery } from "../lib/use-media-query";
import { RouletteTable } from "./roulette-table";

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

/** A chip's stake on a spot, as the spot's corner badge shows it. */
export function ChipBadge({ amount, className }: { amount: number; className?: string }) {
  const locale = useLocale();
  return (
    <span
      className={clsx(
        "rounded-full border-2 border-dashed border-white bg-amber-400 px-1.5 text-[10px] font-extrabold text-black",
        className,
      )}
    >
      {formatDecimal(amount, locale, Number.isInteger(amount) ? 0 : 2)}
    </span>
  );
}

/**
 * The whole roulette board of the single-player game and the shared table: the inside table (upright on phones)
 * and the outside bets below it.
 */
export function RouletteBoard({
  amountOn,
  onPlace,
  onRemove,
  pocket,
  format,
}: {
  amountOn: (key: string) => number | undefined;
  onPlace: (bet: Omit<RouletteBet, "amount">) => void;
  onRemove: (key: string) => void;
  pocket: number | undefined;
  format: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const upright = useMediaQuery("(max-width: 640px)");
  return (
    <>
      <RouletteTable
        orientation={upright ? "vertical" : "horizontal"}
        amountOn={amountOn}
        onPlace={onPlace}
        onRemove={onRemove}
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
              onClick={() => onPlace(bet)}
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
              {amount ? <ChipBadge amount={amount} className="absolute -top-1.5 -right-1.5" /> : null}
            </button>
          );
        })}
      </div>
    </>
  );
}

/** The chip values to bet with; the chosen one is pressed. */
export function ChipPicker({
  chip,
  onChip,
  format,
}: {
  chip: number;
  onChip: (value: number) => void;
  format: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <fieldset aria-label={t("casino.roulette.chip")} className="m-0 flex min-w-0 gap-1 border-0 p-0">
      {CHIPS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={chip === value}
          aria-label={format(value)}
          onClick={() => onChip(value)}
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
  );
}

/** Takes a spot's chips off the board. */
export const withoutSpot =
  (key: string) =>
  <B,>(current: Map<string, B>) => {
    const next = new Map(current);
    next.delete(key);
    return next;
  };
