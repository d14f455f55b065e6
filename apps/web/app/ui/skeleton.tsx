import { clsx } from "clsx";

/** A shimmering block in the shape of content that is still loading (no spinners). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx("skeleton rounded-lg", className)} />;
}
