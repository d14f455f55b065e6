import { describe, expect, it } from "vitest";
import { streamPosition } from "./stream-position";

describe("the odds stream's position", () => {
  it("takes a change of one event that arrives after a later change of another", () => {
    const position = streamPosition();
    expect(position.fresh("b", 11)).toBe(true);
    expect(position.fresh("a", 10)).toBe(true);
  });

  it("drops a change of an event older than one it already has, and repeats", () => {
    const position = streamPosition();
    expect(position.fresh("a", 12)).toBe(true);
    expect(position.fresh("a", 10)).toBe(false);
    expect(position.fresh("a", 12)).toBe(false);
    expect(position.fresh("a", 13)).toBe(true);
  });

  it("drops what a snapshot already holds, and follows a snapshot that went back after a restart", () => {
    const position = streamPosition();
    expect(position.fresh("a", 50)).toBe(true);
    position.reset(40);
    expect(position.fresh("b", 39)).toBe(false);
    expect(position.fresh("a", 41)).toBe(true);
    position.reset(5);
    expect(position.fresh("a", 6)).toBe(true);
  });
});
