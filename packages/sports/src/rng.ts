// A small seeded PRNG for the match simulator: cyrb128 hashes the seed string into 128 bits, sfc32 (Chris
// Doty-Humphrey's Small Fast Chaotic generator, 32-bit) draws from them. Not cryptographic — the simulator only
// needs to be reproducible from its seed; nothing a player wagers on is drawn here before the market closes.

/** Uniform float in [0, 1). */
export type Random = () => number;

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A deterministic generator of floats in [0, 1) from a seed string (same seed → same sequence). */
export function createRng(seed: string): Random {
  let [a, b, c, d] = cyrb128(seed);
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm up: the first outputs of sfc32 still show the seed's structure.
  for (let i = 0; i < 15; i++) next();
  return next;
}

/** Uniform float in [min, max). */
export function uniform(rng: Random, min: number, max: number): number {
  return min + (max - min) * rng();
}

/** Exponential waiting time with the given rate (events per unit); Infinity for rate 0. */
export function exponential(rng: Random, rate: number): number {
  if (rate <= 0) return Number.POSITIVE_INFINITY;
  return -Math.log(1 - rng()) / rate;
}
