import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Runs every `*.bench.ts` in this folder in turn; each prints its own `name: ratio` line. */
const dir = fileURLToPath(new URL(".", import.meta.url));
const only = process.argv[2];
const files = readdirSync(dir)
  .filter((file) => file.endsWith(".bench.ts"))
  .filter((file) => !only || file.includes(only))
  .sort();
for (const file of files) {
  console.info(`\n== ${file}`);
  const bench = (await import(`./${file}`)) as { run: () => Promise<void> };
  await bench.run();
}
