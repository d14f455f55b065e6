import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createFairRng, type Rng, simulationRng, uniformFloat, uniformInt } from "./rng";

const seeds = { serverSeed: "9f".repeat(32), clientSeed: "lucky-player", nonce: 7 };

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe("createFairRng", () => {
  it("reads HMAC-SHA256(serverSeed, clientSeed:nonce:cursor) as big-endian words, cursor by cursor", () => {
    const rng = createFairRng(seeds);
    const words = Array.from({ length: 20 }, () => rng.nextUint32());
    const expected: number[] = [];
    for (const cursor of [0, 1, 2]) {
      const digest = createHmac("sha256", seeds.serverSeed).update(`lucky-player:7:${cursor}`).digest();
      for (let i = 0; i < 8; i++) expected.push(digest.readUInt32BE(i * 4));
    }
    expect(words).toEqual(expected.slice(0, 20));
  });

  it("is deterministic and changes with every input", () => {
    const draw = (s: typeof seeds) => {
      const rng = createFairRng(s);
      return Array.from({ length: 10 }, () => uniformInt(rng, 1000));
    };
    expect(draw(seeds)).toEqual(draw({ ...seeds }));
    expect(draw({ ...seeds, nonce: 8 })).not.toEqual(draw(seeds));
    expect(draw({ ...seeds, clientSeed: "other" })).not.toEqual(draw(seeds));
    expect(draw({ ...seeds, serverSeed: "a0".repeat(32) })).not.toEqual(draw(seeds));
  });

  it("rejects an empty server seed and a bad nonce", () => {
    expect(() => createFairRng({ ...seeds, serverSeed: "" })).toThrow();
    expect(() => createFairRng({ ...seeds, nonce: -1 })).toThrow();
    expect(() => createFairRng({ ...seeds, nonce: 1.5 })).toThrow();
  });
});

describe("uniformInt", () => {
  it("passes a chi-square test over 10 buckets (200,000 fair draws)", () => {
    const counts = new Array<number>(10).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const rng = createFairRng({ ...seeds, nonce });
      for (let i = 0; i < 10; i++) {
        const value = uniformInt(rng, 10);
        counts[value] = counts[value]! + 1;
      }
    }
    // 27.88 is the 0.1 % critical value of chi-square with 9 degrees of freedom.
    expect(chiSquare(counts)).toBeLessThan(27.88);
  });

  it("has no modulo bias: n = 3 and n = 3·2³⁰ stay uniform where `word % n` would not", () => {
    const rng = simulationRng(42);
    const small = [0, 0, 0];
    const large = [0, 0, 0];
    const naive = [0, 0, 0];
    const n = 3 * 2 ** 30;
    for (let i = 0; i < 300_000; i++) {
      const a = uniformInt(rng, 3);
      small[a] = small[a]! + 1;
      const b = Math.floor(uniformInt(rng, n) / 2 ** 30);
      large[b] = large[b]! + 1;
      const c = Math.floor((rng.nextUint32() % n) / 2 ** 30);
      naive[c] = naive[c]! + 1;
    }
    // 13.82 is the 0.1 % critical value with 2 degrees of freedom; the naive draw puts half its mass in bucket 0.
    expect(chiSquare(small)).toBeLessThan(13.82);
    expect(chiSquare(large)).toBeLessThan(13.82);
    expect(chiSquare(naive)).toBeGreaterThan(1000);
  });

  it("redraws words at or above the largest multiple of n", () => {
    const words = [0xffffffff, 0xfffffffe, 5];
    const rigged: Rng = { nextUint32: () => words.shift()! };
    // 2³² mod 3 = 1, so only 0xffffffff is rejected; 0xfffffffe is accepted (0xfffffffe mod 3 = 2).
    expect(uniformInt(rigged, 3)).toBe(2);
    expect(uniformInt(rigged, 3)).toBe(2);
    expect(() => uniformInt(rigged, 0)).toThrow();
    expect(uniformInt({ nextUint32: () => 0xffffffff }, 2 ** 32)).toBe(0xffffffff);
  });
});

describe("uniformFloat", () => {
  it("stays in [0, 1) with mean ½", () => {
    const rng = createFairRng(seeds);
    let sum = 0;
    let outside = 0;
    for (let i = 0; i < 100_000; i++) {
      const x = uniformFloat(rng);
      if (x < 0 || x >= 1) outside += 1;
      sum += x;
    }
    expect(outside).toBe(0);
    // Standard error of the mean is √(1/12 / 10⁵) ≈ 0.00091.
    expect(Math.abs(sum / 100_000 - 0.5)).toBeLessThan(0.004);
  });
});
