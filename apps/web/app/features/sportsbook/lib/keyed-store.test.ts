import { describe, expect, it } from "vitest";
import { keyedStore } from "./keyed-store";

describe("a keyed store of the stream's values", () => {
  it("tells only the subscribers of the key that changed, and nobody when the value is the same", () => {
    const store = keyedStore<string>();
    const told: string[] = [];
    const stopA = store.subscribe("a", () => told.push("a"));
    store.subscribe("b", () => told.push("b"));
    store.set("a", "1");
    store.set("a", "1");
    store.set("a", "2");
    expect(told).toEqual(["a", "a"]);
    expect(store.get("a")).toBe("2");
    stopA();
    store.set("a", "3");
    expect(told).toEqual(["a", "a"]);
  });

  it("keeps a null as a value of its own (a scoreboard the stream cleared), and forgets every value at a clear", () => {
    const store = keyedStore<string | null>();
    const told: string[] = [];
    store.subscribe("a", () => told.push("a"));
    store.subscribe("b", () => told.push("b"));
    store.set("a", null);
    expect([store.has("a"), store.get("a")]).toEqual([true, null]);
    store.clear();
    expect(told).toEqual(["a", "a"]);
    expect(store.has("a")).toBe(false);
  });
});
