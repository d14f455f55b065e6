import clsx from "clsx";

const SUITS: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** A playing card ("KH", "TS"): rank and suit in the corners, the suit large in the middle. */
export function PlayingCard({ card, small = false }: { card: string; small?: boolean }) {
  const suit = SUITS[card.slice(-1)] ?? "";
  const rank = card.slice(0, -1).replace("T", "10");
  const red = suit === "♥" || suit === "♦";
  return (
    <span
      role="img"
      aria-label={`${rank}${suit}`}
      className={clsx(
        "relative inline-grid shrink-0 place-items-center rounded-lg border border-neutral-300 bg-gradient-to-b from-white to-neutral-100 font-bold shadow-md",
        small ? "h-14 w-10 text-base" : "h-20 w-14 text-2xl",
        red ? "text-red-600" : "text-neutral-900",
      )}
    >
      <span
        aria-hidden
        className={clsx("absolute top-0.5 left-1 leading-none", small ? "text-[10px]" : "text-xs")}
      >
        {rank}
        <br />
        {suit}
      </span>
      <span aria-hidden>{suit}</span>
      <span
        aria-hidden
        className={clsx(
          "absolute right-1 bottom-0.5 rotate-180 leading-none",
          small ? "text-[10px]" : "text-xs",
        )}
      >
        {rank}
        <br />
        {suit}
      </span>
    </span>
  );
}
