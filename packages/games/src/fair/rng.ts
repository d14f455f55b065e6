import { hmacSha256Keyed, utf8 } from "./sha256";

/** A source of uniformly distributed unsigned 32-bit words; every engine draws through one. */
export interface Rng {
  nextUint32(): number;
}

/** The three inputs of a provably-fair round: the committed server seed, the player's seed and the round counter. */
export interface RoundSeeds {
  /** Secret until rotated; its SHA-256 (hex) is shown to the player before play. */
  serverSeed: string;
  /** Chosen (and changeable) by the player. */
  clientSeed: string;
  /** 0 for the first round under a server seed, then +1 per round. */
  nonce: number;
}

const TWO_32 = 0x1_0000_0000;

/**
 * The provably-fair word stream of one round: HMAC-SHA256(key = UTF-8 of serverSeed, message =
 * `${clientSeed}:${nonce}:${cursor}`), each 32-byte digest read as eight big-endian words, cursor 0, 1, 2, … as
 * more words are needed. Anyone can recompute it with any HMAC tool once the server seed is revealed.
 */
export function createFairRng(seeds: RoundSeeds): Rng {
  if (seeds.serverSeed.length === 0) throw new Error("server seed is empty");
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) throw new Error("nonce must be an integer ≥ 0");
  const hmac = hmacSha256Keyed(utf8(seeds.serverSeed));
  const prefix = `${seeds.clientSeed}:${seeds.nonce}:`;
  const words = new Uint32Array(8);
  let cursor = 0;
  let next = 8;
  return {
    nextUint32() {
      if (next === 8) {
        const digest = hmac(utf8(`${prefix}${cursor}`));
        for (let i = 0; i < 8; i++) {
          words[i] =
            (digest[i * 4]! << 24) |
            (digest[i * 4 + 1]! << 16) |
            (digest[i * 4 + 2]! << 8) |
            digest[i * 4 + 3]!;
        }
        cursor += 1;
        next = 0;
      }
      const value = words[next]!;
      next += 1;
      return value;
    },
  };
}

/**
 * A uniform integer in [0, n) for 1 ≤ n ≤ 2³². Words at or above the largest multiple of n below 2³² are
 * rejected and redrawn, so no value is favoured (plain `word % n` would favour the small ones).
 */
export function uniformInt(rng: Rng, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new Error(`cannot draw from [0, ${n})`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const word = rng.nextUint32();
    if (word < limit) return word % n;
  }
}

/** A uniform float in [0, 1) with 53 random bits (two words). */
export function uniformFloat(rng: Rng): number {
  const high = rng.nextUint32() >>> 11;
  const low = rng.nextUint32();
  return (high * TWO_32 + low) / 2 ** 53;
}

/**
 * A fast seeded generator (sfc32) for simulations and tuning only — never for real rounds, which always use
 * `createFairRng`. It lets a million-spin check run in seconds and still be reproducible.
 */
export function simulationRng(seed: number): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 16; i++) next();
  return { nextUint32: next };
}
