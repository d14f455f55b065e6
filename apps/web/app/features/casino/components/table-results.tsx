import type { TableGame, TableResult } from "@casino/contract";
import { WheelResultList } from "./money-wheel";
import { PocketList } from "./pocket-list";

/** A table's last results in its game's shape: roulette pockets or wheel numbers. */
export function TableResults({
  game,
  results,
  size,
}: {
  game: TableGame;
  results: TableResult[];
  size?: "sm" | "md";
}) {
  if (game === "money-wheel") return <WheelResultList results={results} size={size} />;
  const pockets = results.flatMap((r) =>
    r.pocket === null || r.colour === null ? [] : [{ number: r.number, pocket: r.pocket, colour: r.colour }],
  );
  return <PocketList results={pockets} size={size} />;
}
