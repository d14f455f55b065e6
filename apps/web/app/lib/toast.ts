import { lazy, useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

/**
 * Toasts, with sonner and its toaster fetched the first time one is shown: most visits never show one, and the
 * library is ~9 KB gzip that every page would otherwise load (docs/decisions/0215-initial-javascript-per-area.md).
 * The toaster picks up a toast made before it was mounted.
 */
type Sonner = typeof import("sonner");
let sonner: Promise<Sonner> | undefined;
const load = () => {
  sonner ??= import("sonner");
  return sonner;
};

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function show(kind: "success" | "error" | "info", message: string, data?: ExternalToast): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void load().then((m) => m.toast[kind](message, data));
}

/** A toast at the shell's toaster (sonner's `toast.success`, `.error` and `.info`). */
export const toast = {
  success: (message: string, data?: ExternalToast) => show("success", message, data),
  error: (message: string, data?: ExternalToast) => show("error", message, data),
  info: (message: string, data?: ExternalToast) => show("info", message, data),
};

/** Whether a toast has been asked for on this page: the shell mounts the toaster from then on. */
export const useToasterWanted = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );

/** sonner's Toaster, fetched with the first toast. */
export const LazyToaster = lazy(() => load().then((m) => ({ default: m.Toaster })));
