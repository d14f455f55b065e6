import { clsx } from "clsx";

/**
 * A shimmering block in the shape of content that is still loading (no spinners). A block-level span, so it may
 * also stand in for text inside a button or a paragraph.
 */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden className={clsx("skeleton block rounded-lg", className)} />;
}
