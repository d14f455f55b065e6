import { create } from "zustand";

/** docs/product/bonuses.md#claim: an apply-error message clears itself after 5000 ms. */
export const APPLY_ERROR_MS = 5_000;

interface ApplyError {
  message: string | null;
  show(message: string): void;
  clear(): void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** The last "Error applying bonus" text, shown on the bonus page until it clears itself (or the next claim). */
export const useApplyError = create<ApplyError>((set) => ({
  message: null,
  show(message) {
    clearTimeout(timer);
    set({ message });
    timer = setTimeout(() => set({ message: null }), APPLY_ERROR_MS);
  },
  clear() {
    clearTimeout(timer);
    set({ message: null });
  },
}));
