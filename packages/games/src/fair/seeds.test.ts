import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  hashServerSeed,
  newClientSeed,
  newSeedState,
  newServerSeed,
  publicSeeds,
  rotateSeeds,
} from "./seeds";

const bytes = (fill: number, length = 32) => new Uint8Array(length).fill(fill);

describe("seeds", () => {
  it("commits to the server seed with SHA-256 of its UTF-8 text", () => {
    const { serverSeed, serverSeedHash } = newServerSeed(bytes(0xab));
    expect(serverSeed).toBe("ab".repeat(32));
    expect(serverSeedHash).toBe(createHash("sha256").update(serverSeed).digest("hex"));
    expect(hashServerSeed(serverSeed)).toBe(serverSeedHash);
  });

  it("refuses too few random bytes", () => {
    expect(() => newServerSeed(bytes(1, 31))).toThrow();
    expect(() => newClientSeed(bytes(1, 7))).toThrow();
    expect(newClientSeed(bytes(0x0f, 8))).toBe("0f".repeat(8));
  });

  it("rotation reveals the old seed with its round count and starts a new committed pair at nonce 0", () => {
    const current = { ...newSeedState(bytes(1), "mine"), nonce: 12 };
    const { revealed, next } = rotateSeeds(current, bytes(2), "new-client");
    expect(revealed).toEqual({
      serverSeed: current.serverSeed,
      serverSeedHash: current.serverSeedHash,
      clientSeed: "mine",
      rounds: 12,
    });
    expect(next).toEqual({ ...newServerSeed(bytes(2)), clientSeed: "new-client", nonce: 0 });
    expect(rotateSeeds(current, bytes(2)).next.clientSeed).toBe("mine");
    expect(publicSeeds(next)).not.toHaveProperty("serverSeed");
  });

  it("refuses to reveal a seed that does not match its commitment", () => {
    const current = { ...newSeedState(bytes(1), "mine"), serverSeedHash: "00" };
    expect(() => rotateSeeds(current, bytes(2))).toThrow();
  });
});
