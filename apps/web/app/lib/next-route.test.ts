import { describe, expect, it } from "vitest";
import { clearNextRoute, NEXT_ROUTE_KEY, safeNextRoute, storeNextRoute, takeNextRoute } from "./next-route";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe("stored next route", () => {
  it("is read once", () => {
    const storage = memoryStorage();
    storeNextRoute("/en/profile?tab=2", storage);
    expect(takeNextRoute(storage)).toBe("/en/profile?tab=2");
    expect(takeNextRoute(storage)).toBeNull();
  });

  it("accepts only same-site paths", () => {
    expect(safeNextRoute("/de/profile")).toBe("/de/profile");
    expect(safeNextRoute("https://evil.example/")).toBeNull();
    expect(safeNextRoute("//evil.example/x")).toBeNull();
    expect(safeNextRoute("/\\evil.example")).toBeNull();
    expect(safeNextRoute("/en\n/x")).toBeNull();
    expect(safeNextRoute("")).toBeNull();
    expect(safeNextRoute(null)).toBeNull();
  });

  it("ignores an unsafe value someone put in storage and drops it", () => {
    const storage = memoryStorage();
    storage.setItem(NEXT_ROUTE_KEY, "https://evil.example/");
    expect(takeNextRoute(storage)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it("does not store an unsafe value, and can be cleared", () => {
    const storage = memoryStorage();
    storeNextRoute("//evil.example", storage);
    expect(storage.map.size).toBe(0);
    storeNextRoute("/en/profile", storage);
    clearNextRoute(storage);
    expect(takeNextRoute(storage)).toBeNull();
  });
});
