import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** The same load for every target in a run: same connections, same duration. */
export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  duration: Number(process.env.BENCH_SECONDS ?? 8),
};

export async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: LOAD.connections,
    duration: LOAD.duration,
    ...options,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * The median of pairs measured one right after the other, ranked by their ratio: what a paired bench reports (this
 * machine's speed drifts by a third within a minute, so each pair measures both sides within seconds).
 */
export const medianPair = <P>(pairs: P[], ratioOf: (pair: P) => number): P =>
  [...pairs].sort((a, b) => ratioOf(a) - ratioOf(b))[Math.floor(pairs.length / 2)]!;

export const ratio = (value: number, baseline: number) => (baseline > 0 ? value / baseline : 0).toFixed(2);
