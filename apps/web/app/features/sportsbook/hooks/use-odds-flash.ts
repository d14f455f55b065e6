import { useEffect, useRef, useState } from "react";

/** How long a price stays lit after it moves. */
export const FLASH_MS = 1_600;

/**
 * "up" or "down" for a short moment after `odds` changes (the stream moved the price), then null again. The first
 * value, and a return to the same price, do not flash.
 */
export function useOddsFlash(odds: number): "up" | "down" | null {
  const previous = useRef(odds);
  const [flash, setFlash] = useState<"up" | "down" | null>(null);
  useEffect(() => {
    if (odds === previous.current) return;
    setFlash(odds > previous.current ? "up" : "down");
    previous.current = odds;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [odds]);
  return flash;
}
