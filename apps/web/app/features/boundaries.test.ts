import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions/0071-module-boundaries.md: features never import each other; shared code lives in app/ui, app/shell
 * or app/lib.
 */
const FEATURES = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("feature boundaries", () => {
  it("no feature imports another feature", () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(FEATURES)) {
      const own = path.relative(FEATURES, file).split(path.sep)[0];
      for (const match of readFileSync(file, "utf8").matchAll(/from\s+["']([^"']+)["']/g)) {
        const specifier = match[1] ?? "";
        if (!specifier.startsWith(".")) continue;
        const target = path.relative(FEATURES, path.resolve(path.dirname(file), specifier));
        const feature = target.startsWith("..") ? null : target.split(path.sep)[0];
        if (feature && feature !== own) crossings.push(`${path.relative(FEATURES, file)} → ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
