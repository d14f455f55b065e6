import { useEffect, useState } from "react";

/** Calls `fn` once `ms` after the last call; `cancel` drops a pending call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  run.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return run;
}

/** `value`, but only once it has stayed the same for `ms` (the lobby's server-side search). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const run = debounce(setSettled, ms);
    run(value);
    return run.cancel;
  }, [value, ms]);
  return settled;
}
