/** Heights of the floating panels on screen now (the low-balance warning, the cookie banner), by panel. */
const heights = new Map<HTMLElement, number>();

/** Toasts are lifted by the tallest panel, with a gap, so one never covers a panel's buttons. */
function publish() {
  const tallest = Math.max(0, ...heights.values());
  document.documentElement.style.setProperty("--toast-lift", tallest ? `${tallest + 12}px` : "0px");
}

/**
 * A callback ref for a floating panel at the bottom of the screen: while it is mounted, toasts (app-shell.tsx)
 * stack above it instead of over it. Stable (module-level), so React calls it only on mount and unmount.
 */
export function toastClearance(panel: HTMLElement | null): (() => void) | undefined {
  if (!panel) return undefined;
  const observer = new ResizeObserver(() => {
    heights.set(panel, panel.offsetHeight);
    publish();
  });
  observer.observe(panel);
  return () => {
    observer.disconnect();
    heights.delete(panel);
    publish();
  };
}
