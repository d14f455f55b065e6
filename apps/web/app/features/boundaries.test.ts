import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The web's rooms and who may enter them:
 * - a feature (features/X) imports its own files, lib/, ui/ and i18n/ — never another feature, the shell or a route;
 * - lib/ (shared hooks, stores, helpers) imports lib/ and i18n/ (and the root loader's data type);
 * - ui/ (design-system parts) imports ui/, lib/ and i18n/;
 * - the shell composes features: it may import them, lib/, ui/ and i18n/, but no route.
 */
const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Where each room may import from (top-level folders of app/, or root.tsx). */
const ALLOWED: Record<string, string[]> = {
  features: ["lib", "ui", "i18n"],
  lib: ["lib", "i18n", "root.tsx"],
  ui: ["ui", "lib", "i18n"],
  shell: ["shell", "features", "lib", "ui", "i18n"],
};

/** At most this many source files at the top level of a room (tests, route modules, ui/ and data folders aside). */
const MAX_FILES = 15;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function subfolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(dir, entry.name));
}

/** Relative imports of a file, as paths relative to app/ (with the extension when the import names one). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/(?:from|import)\s*\(?\s*["'](\.[^"']*)["']/g)].map((match) =>
    path.relative(APP, path.resolve(path.dirname(file), match[1] ?? "")),
  );
}

/** The file's room and feature: `features/cashier/...` → ["features", "cashier"]. */
const roomOf = (relative: string) => relative.split(path.sep);

describe("web boundaries", () => {
  it("no feature imports another feature, the shell or a route", () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(path.join(APP, "features"))) {
      const relative = path.relative(APP, file);
      const own = roomOf(relative)[1];
      for (const target of importsOf(file)) {
        const [room, feature] = roomOf(target);
        if (room === "features" && feature === own) continue;
        if (!ALLOWED.features?.includes(room ?? "")) crossings.push(`${relative} → ${target}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  for (const room of ["lib", "ui", "shell"]) {
    it(`${room}/ imports only ${ALLOWED[room]?.join(", ")}`, () => {
      const crossings: string[] = [];
      for (const file of sourceFiles(path.join(APP, room))) {
        for (const target of importsOf(file)) {
          const [targetRoom] = roomOf(target);
          const name = targetRoom === "root" ? "root.tsx" : targetRoom;
          if (!ALLOWED[room]?.includes(name ?? "")) crossings.push(`${path.relative(APP, file)} → ${target}`);
        }
      }
      expect(crossings).toEqual([]);
    });
  }

  it(`no shell, lib or feature folder holds more than ${MAX_FILES} source files at its top level`, () => {
    const rooms = [
      path.join(APP, "shell"),
      ...subfolders(path.join(APP, "shell")),
      path.join(APP, "lib"),
      ...subfolders(path.join(APP, "lib")),
      ...subfolders(path.join(APP, "features")),
    ];
    const crowded = rooms.flatMap((room) => {
      const count = readdirSync(room).filter(
        (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name),
      ).length;
      return count > MAX_FILES ? [`${path.relative(APP, room)}: ${count}`] : [];
    });
    expect(crowded).toEqual([]);
  });
});
