import type { EventSummary, Market, Selection } from "@casino/contract";
import { createContext, useContext } from "react";
import { toSlipSelection } from "../lib/bettable";
import { useSlip } from "../slip/slip-store";

/** What an odds button does when pressed: add to the bet slip by default, or to the bet builder on its page. */
export interface Picker {
  isPicked(selectionId: string): boolean;
  toggle(event: EventSummary, market: Market, selection: Selection): void;
  /** A market the picker cannot take (e.g. a second selection of one market in the bet builder). */
  refuses?(market: Market): boolean;
}

export const PickerContext = createContext<Picker | null>(null);

/** The slip as a picker (odds buttons outside a bet builder). */
function useSlipPicker(): Picker {
  const ids = useSlip((state) => state.selections.map((item) => item.selectionId).join("|"));
  const toggle = useSlip((state) => state.toggle);
  return {
    isPicked: (selectionId) => ids.split("|").includes(selectionId),
    toggle: (event, market, selection) => toggle(toSlipSelection(event, market, selection)),
  };
}

export function usePicker(): Picker {
  const slip = useSlipPicker();
  return useContext(PickerContext) ?? slip;
}
