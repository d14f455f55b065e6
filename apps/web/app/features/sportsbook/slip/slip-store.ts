import type { AcceptOddsChanges, Bet } from "@casino/contract";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { create } from "zustand";
import { afterPaint } from "../../../lib/when-idle";
import { acceptChanges, type PriceLookup, type SlipMode, type SlipSelection, toggleSelection } from "./slip";
import { EMPTY_SLIP, parseSlip, SLIP_STORAGE_KEY, type SlipSnapshot, serialiseSlip } from "./slip-storage";

interface SlipState extends SlipSnapshot {
  /** The stored slip has been read (false during SSR and the first paint, which show an empty slip). */
  restored: boolean;
  /** The bets of the last placement, shown as a receipt until the player starts a new slip. */
  receipt: Bet[] | null;
  /** The mobile drawer is open. */
  drawerOpen: boolean;
  toggle(selection: SlipSelection): void;
  remove(selectionId: string): void;
  clear(): void;
  setMode(mode: SlipMode): void;
  setSingleStake(selectionId: string, text: string): void;
  /** The same stake on every single ("stake on all"). */
  setAllSingles(text: string): void;
  setMultipleStake(text: string): void;
  setSystem(change: Partial<SlipSnapshot["system"]>): void;
  setAcceptOddsChanges(setting: AcceptOddsChanges): void;
  acceptPriceChanges(lookup: PriceLookup): void;
  /** Placed: the slip empties and the receipt shows (the odds-change setting stays). */
  placed(bets: Bet[]): void;
  dismissReceipt(): void;
  setDrawerOpen(open: boolean): void;
  restore(snapshot: SlipSnapshot): void;
}

export const useSlip = create<SlipState>((set) => ({
  ...EMPTY_SLIP,
  restored: false,
  receipt: null,
  drawerOpen: false,
  toggle: (selection) =>
    set((state) => {
      const selections = toggleSelection(state.selections, selection);
      return { selections, receipt: null, mode: nextMode(state.mode, selections) };
    }),
  remove: (selectionId) =>
    set((state) => {
      const selections = state.selections.filter((item) => item.selectionId !== selectionId);
      const { [selectionId]: _gone, ...singles } = state.singles;
      return { selections, singles, mode: nextMode(state.mode, selections) };
    }),
  clear: () => set({ selections: [], singles: {}, multiple: "", mode: "singles" }),
  setMode: (mode) => set({ mode }),
  setSingleStake: (selectionId, text) =>
    set((state) => ({ singles: { ...state.singles, [selectionId]: text } })),
  setAllSingles: (text) =>
    set((state) => ({
      singles: Object.fromEntries(state.selections.map((item) => [item.selectionId, text])),
    })),
  setMultipleStake: (multiple) => set({ multiple }),
  setSystem: (change) => set((state) => ({ system: { ...state.system, ...change } })),
  setAcceptOddsChanges: (acceptOddsChanges) => set({ acceptOddsChanges }),
  acceptPriceChanges: (lookup) => set((state) => ({ selections: acceptChanges(state.selections, lookup) })),
  placed: (bets) =>
    set({
      selections: [],
      singles: {},
      multiple: "",
      mode: "singles",
      receipt: bets,
      system: EMPTY_SLIP.system,
    }),
  dismissReceipt: () => set({ receipt: null }),
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  restore: (snapshot) => set({ ...snapshot, restored: true }),
}));

/** The selection ids in the slip now, and who listens to each one (an odds button listens to its own). */
let pickedIds = new Set<string>();
const pickListeners = new Map<string, Set<() => void>>();

// One subscription to the slip tells each odds button only about its own selection: a press calls the listeners of
// the selection pressed, not a selector in every one of the page's ~150 buttons (issue 21).
useSlip.subscribe((state, previous) => {
  if (state.selections === previous.selections) return;
  const next = new Set(state.selections.map((item) => item.selectionId));
  const changed = [...next].filter((id) => !pickedIds.has(id));
  for (const id of pickedIds) if (!next.has(id)) changed.push(id);
  pickedIds = next;
  for (const id of changed) for (const listener of pickListeners.get(id) ?? []) listener();
});

/** Whether the selection is in the slip now. */
export const isPicked = (selectionId: string): boolean => pickedIds.has(selectionId);

/** Calls `listener` whenever the selection enters or leaves the slip; returns the unsubscribe. */
export function subscribePick(selectionId: string, listener: () => void): () => void {
  const listeners = pickListeners.get(selectionId) ?? new Set<() => void>();
  pickListeners.set(selectionId, listeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) pickListeners.delete(selectionId);
  };
}

/** Whether the selection is in the slip; the component renders again only when that changes. */
export function usePicked(selectionId: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => subscribePick(selectionId, listener),
    [selectionId],
  );
  return useSyncExternalStore(
    subscribe,
    () => isPicked(selectionId),
    () => false,
  );
}

/** With a second selection the slip offers the multiple first; below two it falls back to singles. */
function nextMode(mode: SlipMode, selections: SlipSelection[]): SlipMode {
  if (selections.length < 2) return "singles";
  if (selections.length === 2 && mode === "singles") return "multiple";
  if (mode === "system" && selections.length < 3) return "multiple";
  return mode;
}

const snapshotOf = (state: SlipState): SlipSnapshot => ({
  selections: state.selections,
  mode: state.mode,
  singles: state.singles,
  multiple: state.multiple,
  system: state.system,
  acceptOddsChanges: state.acceptOddsChanges,
});

/**
 * Reads the stored slip once after hydration and writes every change back, so the slip survives navigation,
 * reloads and other tabs' edits (the `storage` event). Only picks and typed stakes are kept: nothing sensitive. A
 * change is written after the frame that shows it (a synchronous storage write was a few milliseconds of a press on a
 * phone, issue 21), and at once when the page is hidden or left, so a reload right after a press keeps the pick.
 */
export function useSlipPersistence(): void {
  useEffect(() => {
    const storage = safeStorage();
    if (!storage) return;
    if (!useSlip.getState().restored)
      useSlip.getState().restore(parseSlip(storage.getItem(SLIP_STORAGE_KEY)));
    let last = serialiseSlip(snapshotOf(useSlip.getState()));
    let scheduled = false;
    let cancel: () => void = () => undefined;
    const write = () => {
      scheduled = false;
      const text = serialiseSlip(snapshotOf(useSlip.getState()));
      if (text === last) return;
      last = text;
      try {
        storage.setItem(SLIP_STORAGE_KEY, text);
      } catch {
        // Storage full or denied: the slip still works for this page's life.
      }
    };
    const unsubscribe = useSlip.subscribe(() => {
      if (scheduled) return;
      scheduled = true;
      cancel = afterPaint(write);
    });
    const flush = () => {
      if (!scheduled) return;
      cancel();
      write();
    };
    const onHidden = () => {
      if (document.visibilityState === "hidden") flush();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SLIP_STORAGE_KEY || event.newValue === last) return;
      last = event.newValue ?? "";
      useSlip.getState().restore(parseSlip(event.newValue));
    };
    window.addEventListener("storage", onStorage);
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      flush();
      unsubscribe();
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, []);
}

function safeStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
