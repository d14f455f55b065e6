import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions/0071-module-boundaries.md: a module uses another module only through its index.ts (its service),
 * never its store or tables. The one exception is a table definition's foreign key to another module's table (schema,
 * not queries).
 */
const MODULES = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

describe("module boundaries", () => {
  it("no module reaches into another module's files except through its index", () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(MODULES)) {
      const [own, ...inside] = path.relative(MODULES, file).split(path.sep);
      // The registry (modules/index.ts) wires every module; it is not a module itself.
      if (inside.length === 0) continue;
      for (const match of readFileSync(file, "utf8").matchAll(/from\s+["']([^"']+)["']/g)) {
        const specifier = match[1] ?? "";
        if (!specifier.startsWith(".")) continue;
        const target = path.relative(MODULES, path.resolve(path.dirname(file), specifier));
        const [module, ...rest] = target.split(path.sep);
        if (target.startsWith("..") || !module || module === own || rest.length === 0) continue;
        const foreignKey = file.endsWith(".tables.ts") && target.endsWith(".tables");
        const isIndex = rest.join("/") === "index";
        if (!foreignKey && !isIndex) crossings.push(`${path.relative(MODULES, file)} → ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
