import { useEffect, useRef } from "react";

const FIELD = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

/**
 * Moves focus to the first field of a form when it appears, e.g. each screen of a dialog or each step of a flow,
 * so keyboard and screen-reader users start where the work is.
 */
export function useFocusFirst<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>(FIELD)?.focus();
  }, []);
  return ref;
}

/** After a refused submit, moves focus to the first field marked invalid (once React has marked it). */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
}
