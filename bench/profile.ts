import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

/**
 * With BENCH_PROFILE=dir, a V8 CPU profile of `measured` only (no start-up, seeding or warm-up), written to
 * `dir/name.cpuprofile` to open in Chrome DevTools or any profile viewer. Without it, `measured` just runs.
 */
export async function profiled<T>(name: string, measured: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return measured();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  try {
    return await measured();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/${name}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  }
}
