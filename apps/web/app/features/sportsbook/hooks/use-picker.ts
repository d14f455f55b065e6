import type { EventSummary, Market, Selection } from "@casino/contract";
import { createContext, useContext } from "react";
import { toSlipSelection } from "../lib/bettable";
import { isPicked, usePicked, useSlip } from "../slip/slip-store";

/** What an odds button does when pressed: add to the bet slip by default, or to the bet builder on its page. */
export interface Picker {
  isPicked(selectionId: string): boolean;
  toggle(event: EventSummary, market: Market, selection: Selection): void;
  /** A market the picker cannot take (e.g. a second selection of one market in the bet builder). */
  refuses?(market: Market): boolean;
}

export const PickerContext = createContext<Picker | null>(null);

/** The slip as a picker (odds buttons outside a bet builder); it reads the slip only when asked. */
const slipPicker: Picker = {
  isPicked,
  toggle: (event, market, selection) => useSlip.getState().toggle(toSlipSelection(event, market, selection)),
};

/**
 * The picker an odds button works with and whether its selection is picked. Outside a bet builder each button
 * follows only its own selection in the slip (`usePicked`): a press re-renders the button pressed, and only its
 * listener is called, not a selector in every price on the page.
 */
export function usePicker(selectionId: string): { picker: Picker; picked: boolean } {
  const builder = useContext(PickerContext);
  const inSlip = usePicked(selectionId);
  return builder
    ? { picker: builder, picked: builder.isPicked(selectionId) }
    : { picker: slipPicker, picked: inSlip };
}
