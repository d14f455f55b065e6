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
const PLATFORM = path.join(MODULES, "..", "platform");
/** The most source files a server module's folder (or platform/) holds at its top level; more go to sub-rooms. */
const MAX_TOP_LEVEL = 15;

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

  it("platform imports no module", () => {
    const imports = sourceFiles(PLATFORM).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/(?:from\s+|import\s*\(\s*)["']([^"']+)["']/g)]
        .map((match) => match[1] ?? "")
        .filter((specifier) => specifier.startsWith("."))
        .filter((specifier) =>
          path.resolve(path.dirname(file), specifier).startsWith(`${MODULES}${path.sep}`),
        )
        .map((specifier) => `${path.relative(PLATFORM, file)} → ${specifier}`),
    );
    expect(imports).toEqual([]);
  });

  it(`no module folder nor platform/ holds more than ${MAX_TOP_LEVEL} source files at its top level`, () => {
    // Tests and test support move with their code but do not count; route modules are the module's doors, not rooms.
    const counts = (dir: string) =>
      readdirSync(dir, { withFileTypes: true }).filter(
        (entry) =>
          entry.isFile() &&
          entry.name.endsWith(".ts") &&
          !/\.(test|test-support|routes)\.ts$/.test(entry.name),
      ).length;
    const folders = [
      PLATFORM,
      ...readdirSync(MODULES, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(MODULES, entry.name)),
    ];
    const crowded = folders
      .map((dir) => ({ folder: path.relative(path.dirname(MODULES), dir), files: counts(dir) }))
      .filter(({ files }) => files > MAX_TOP_LEVEL);
    expect(crowded).toEqual([]);
  });
});
