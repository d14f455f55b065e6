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

export const ratio = (value: number, baseline: number) => (baseline > 0 ? value / baseline : 0).toFixed(2);
