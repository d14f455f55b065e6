import { afterPaint } from "./when-idle";

/** Heights of the floating panels on screen now (the low-balance warning, the cookie banner), by panel. */
const heights = new Map<HTMLElement, number>();

/** The rule that holds --toast-lift for the toaster, and the value it holds. */
let rule: HTMLStyleElement | null = null;
let published = "0px";

/**
 * Toasts are lifted by the tallest panel, with a gap, so one never covers a panel's buttons. The lift is set on
 * the toaster alone (`[data-sonner-toaster]`, where app-shell.tsx's offset reads it), not on the document: a custom
 * property changed on <html> made the browser recompute every element's style, ~100 ms on a phone for the sports
 * page each time the cookie banner or the bet-slip bar appeared (issue 21); a rule naming the toaster touches it only.
 */
function publish() {
  const tallest = Math.max(0, ...heights.values());
  const lift = tallest ? `${tallest + 12}px` : "0px";
  if (lift === published) return;
  published = lift;
  if (!rule) {
    rule = document.createElement("style");
    rule.dataset.toastLift = "";
    document.head.appendChild(rule);
  }
  rule.textContent = `[data-sonner-toaster]{--toast-lift:${lift}}`;
}

/**
 * A callback ref for a floating panel at the bottom of the screen: while it is mounted, toasts (app-shell.tsx)
 * stack above it instead of over it. Stable (module-level), so React calls it only on mount and unmount. The panel
 * is measured after the frame that shows it: measuring in that frame and restyling the toaster made the browser
 * style and lay out the page a second time before painting the bet-slip bar a price press brings up (issue 21).
 */
export function toastClearance(panel: HTMLElement | null): (() => void) | undefined {
  if (!panel) return undefined;
  const observer = new ResizeObserver(() => {
    heights.set(panel, panel.offsetHeight);
    publish();
  });
  const cancel = afterPaint(() => observer.observe(panel));
  return () => {
    cancel();
    observer.disconnect();
    heights.delete(panel);
    publish();
  };
}
