import { describe, expect, it } from "vitest";
import { gameName, slugName } from "./game-name";

describe("gameName", () => {
  it("names a studio title as the catalogue does, and any other slug by its words", () => {
    expect(gameName("sands-of-anubet")).toBe("Sands of Anubet");
    expect(gameName("acme-gold-rush")).toBe("Acme Gold Rush");
    expect(slugName("dice")).toBe("Dice");
  });
});
