import type { Sport } from "@casino/contract";
import { clsx } from "clsx";

/**
 * The sportsbook's own sport icons: line drawings on a 24-unit grid in the current text colour, so they follow
 * the theme and the active state of whatever holds them.
 */
export function SportIcon({ sport, className }: { sport: Sport; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={clsx("size-5 shrink-0", className)}
      aria-hidden
      data-sport={sport}
    >
      {sport === "football" ? <Football /> : sport === "tennis" ? <Tennis /> : <Basketball />}
    </svg>
  );
}

/** A ball with its centre pentagon and the seams running to the edge panels. */
function Football() {
  return (
    <>
      <circle cx="12" cy="12" r="9.25" />
      <path d="M12 8.2 15.6 10.8 14.2 15H9.8L8.4 10.8Z" fill="currentColor" fillOpacity={0.9} />
      <path d="M12 8.2V3.2M15.6 10.8l4.6-1.7M14.2 15l2.9 4.1M9.8 15l-2.9 4.1M8.4 10.8 3.8 9.1" />
      <path d="M8.9 3.8 12 3.2l3.1.6M20.2 9.1l.9 3.2-1 3M17.1 19.1 14 20.7h-4l-3.1-1.6M3.9 15.3l-1-3 .9-3.2" />
    </>
  );
}

/** A tennis ball: two facing seams. */
function Tennis() {
  return (
    <>
      <circle cx="12" cy="12" r="9.25" />
      <path d="M5.4 5.6c2.9 3.5 2.9 9.3 0 12.8" />
      <path d="M18.6 5.6c-2.9 3.5-2.9 9.3 0 12.8" />
    </>
  );
}

/** A basketball: the cross seams and the two side curves. */
function Basketball() {
  return (
    <>
      <circle cx="12" cy="12" r="9.25" />
      <path d="M12 2.75v18.5M2.75 12h18.5" />
      <path d="M5.6 5.3c2.4 1.9 3.7 4.2 3.7 6.7s-1.3 4.8-3.7 6.7" />
      <path d="M18.4 5.3c-2.4 1.9-3.7 4.2-3.7 6.7s1.3 4.8 3.7 6.7" />
    </>
  );
}
