// Numerical helpers shared by the models: the normal distribution and Poisson probabilities.

const SQRT_PI = Math.sqrt(Math.PI);

/** Complementary error function, accurate to ~1e-14 (series below 3, continued fraction above). */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x < 0) return 2 - erfc(-x);
  if (x < 3) {
    // erf(x) = 2/√π · e^(−x²) · Σ (2x²)^n · x / (1·3·…·(2n+1)) — positive terms, no cancellation.
    const x2 = x * x;
    let term = x;
    let sum = x;
    for (let n = 1; n < 200; n++) {
      term *= (2 * x2) / (2 * n + 1);
      sum += term;
      if (term < sum * 1e-17) break;
    }
    return 1 - (2 / SQRT_PI) * Math.exp(-x2) * sum;
  }
  if (x > 27) return 0;
  // Lentz's continued fraction: erfc(x) = e^(−x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + …))))).
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 500; n++) {
    const a = n / 2;
    d = x + a * d;
    d = d === 0 ? tiny : 1 / d;
    c = x + a / c;
    if (c === 0) c = tiny;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / (SQRT_PI * f);
}

/** Standard normal CDF Φ(z). */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

/** P(X ≤ x) for X ~ N(mean, sd²); sd 0 is a point mass. */
export function normalCdfAt(x: number, mean: number, sd: number): number {
  if (sd <= 0) return x >= mean ? 1 : 0;
  return normalCdf((x - mean) / sd);
}

/** Poisson probabilities P(0) … P(max) for the given mean (not renormalised). */
export function poissonPmf(mean: number, max: number): Float64Array {
  const out = new Float64Array(max + 1);
  if (mean <= 0) {
    out[0] = 1;
    return out;
  }
  let p = Math.exp(-mean);
  out[0] = p;
  for (let k = 1; k <= max; k++) {
    p *= mean / k;
    out[k] = p;
  }
  return out;
}

export function sum(values: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < values.length; i++) s += values[i]!;
  return s;
}
