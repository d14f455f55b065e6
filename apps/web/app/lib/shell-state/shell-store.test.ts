import { afterEach, describe, expect, it } from "vitest";
import { useShell } from "./shell-store";

const initial = useShell.getState();

/** How many times the store told its readers something changed while `act` ran. */
function notifications(act: () => void): number {
  let count = 0;
  const unsubscribe = useShell.subscribe(() => {
    count += 1;
  });
  try {
    act();
  } finally {
    unsubscribe();
  }
  return count;
}

describe("shell store", () => {
  afterEach(() => useShell.setState(initial, true));

  // Every page's sidebar closes the drawer when it mounts: a new state object there re-rendered the header and the
  // sidebar synchronously at the end of hydration (docs/decisions/0231-no-render-without-a-change.md).
  it("tells nobody when a setter changes nothing", () => {
    expect(notifications(() => useShell.getState().setDrawerOpen(false))).toBe(0);
    expect(notifications(() => useShell.getState().closeMenus())).toBe(0);
    expect(notifications(() => useShell.getState().setProfileMenuOpen(false))).toBe(0);
    expect(notifications(() => useShell.getState().setChatDrawerOpen(false))).toBe(0);
    expect(useShell.getState()).toBe(initial);
  });

  it("still applies a change and its exclusions", () => {
    expect(notifications(() => useShell.getState().setProfileMenuOpen(true))).toBe(1);
    expect(notifications(() => useShell.getState().setDrawerOpen(true))).toBe(1);
    expect(useShell.getState()).toMatchObject({ drawerOpen: true, profileMenuOpen: false });
    expect(notifications(() => useShell.getState().setDrawerOpen(true))).toBe(0);
    expect(notifications(() => useShell.getState().closeMenus())).toBe(1);
    expect(useShell.getState()).toMatchObject({
      drawerOpen: false,
      profileMenuOpen: false,
      chatDrawerOpen: false,
    });
  });
});
