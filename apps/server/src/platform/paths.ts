import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's folder (apps/server), whether this code runs from `src/` (tests, `npm run dev`) or from the
 * `dist/` bundle (`npm run serve`): files the server reads at run time are found from here, never relative to the
 * module that reads them, which moves into the bundle.
 */
export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));

function findServerRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "@casino/server")
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`No @casino/server package.json above ${start}`);
  }
}

/** The repository's root (the workspace): its package.json carries the product's version. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, "../..");
