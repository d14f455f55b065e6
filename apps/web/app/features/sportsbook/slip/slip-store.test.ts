import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_SLIP } from "./slip-storage";
import { isPicked, subscribePick, useSlip } from "./slip-store";
import { pick } from "./test-fixtures";

afterEach(() => useSlip.getState().restore(EMPTY_SLIP));

describe("pressing a price (what each odds button follows)", () => {
  it("puts the price pressed on the slip and marks it, and leaves every other price as it was", () => {
    const pressed = vi.fn();
    const other = vi.fn();
    const offPressed = subscribePick("sel-home", pressed);
    const offOther = subscribePick("sel-away", other);

    useSlip.getState().toggle(pick("sel-home", 2.1));

    expect(useSlip.getState().selections.map((item) => item.selectionId)).toEqual(["sel-home"]);
    expect(isPicked("sel-home")).toBe(true);
    expect(isPicked("sel-away")).toBe(false);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    offPressed();
    offOther();
  });

  it("takes the price off the slip and unmarks it when pressed again", () => {
    const listener = vi.fn();
    const off = subscribePick("sel-draw", listener);

    useSlip.getState().toggle(pick("sel-draw", 3.4));
    useSlip.getState().toggle(pick("sel-draw", 3.4));

    expect(useSlip.getState().selections).toEqual([]);
    expect(isPicked("sel-draw")).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    off();
  });

  it("tells a price when a stored slip or another tab brings it in or takes it out", () => {
    const stored = vi.fn();
    const dropped = vi.fn();
    const offStored = subscribePick("sel-stored", stored);
    const offDropped = subscribePick("sel-dropped", dropped);
    useSlip.getState().toggle(pick("sel-dropped", 1.8));
    dropped.mockClear();

    useSlip.getState().restore({ ...EMPTY_SLIP, selections: [pick("sel-stored", 1.5)] });

    expect(isPicked("sel-stored")).toBe(true);
    expect(isPicked("sel-dropped")).toBe(false);
    expect(stored).toHaveBeenCalledTimes(1);
    expect(dropped).toHaveBeenCalledTimes(1);
    offStored();
    offDropped();
  });

  it("does not call a price that stopped listening (its button left the page)", () => {
    const listener = vi.fn();
    subscribePick("sel-gone", listener)();

    useSlip.getState().toggle(pick("sel-gone", 2.5));

    expect(listener).not.toHaveBeenCalled();
    expect(isPicked("sel-gone")).toBe(true);
  });

  it("leaves the marks alone when a stake is typed (the picks did not change)", () => {
    useSlip.getState().toggle(pick("sel-stake", 2));
    const listener = vi.fn();
    const off = subscribePick("sel-stake", listener);

    useSlip.getState().setSingleStake("sel-stake", "5");

    expect(listener).not.toHaveBeenCalled();
    expect(isPicked("sel-stake")).toBe(true);
    off();
  });
});
