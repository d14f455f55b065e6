import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { POCKET_BG } from "../components/roulette-game";

/** The last results of a table, newest first, as coloured pockets. */
export function PocketList({
  results,
  size = "sm",
}: {
  results: { number: number; pocket: number; colour: "green" | "red" | "black" }[];
  size?: "sm" | "md";
}) {
  const { t } = useTranslation();
  if (results.length === 0) return <p className="text-xs opacity-80">{t("tables.noResults")}</p>;
  return (
    <ol aria-label={t("tables.lastResults")} className="flex flex-wrap gap-1" data-testid="table-results">
      {results.map((r, i) => (
        <li
          key={r.number}
          title={t("tables.roundNumber", { number: r.number })}
          className={clsx(
            "grid place-items-center rounded-full font-bold text-white",
            size === "sm" ? "size-6 text-[11px]" : "size-8 text-xs",
            POCKET_BG[r.colour],
            i === 0 && "ring-2 ring-amber-300",
          )}
        >
          {r.pocket}
        </li>
      ))}
    </ol>
  );
}
