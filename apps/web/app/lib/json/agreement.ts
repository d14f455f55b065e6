import fc from "fast-check";
import { expect } from "vitest";

// Test support (imported by tests only): a plain reader written out to keep zod off a page is held to the schema it
// stands for by generated values (docs/decisions/0225-zod-off-a-guests-page.md).

interface Schema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}

type Json = unknown;

/** Every place inside a JSON value: the value itself, then each object key's and array item's value, deep. */
function places(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const inner =
    typeof value === "object" && value !== null
      ? Object.entries(value).flatMap(([key, item]) =>
          places(item, [...path, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [path, ...inner];
}

/** A copy of `value` with the place picked by `pick` replaced by `other`, or removed when `drop`. */
function mutate(value: Json, other: Json, pick: number, drop: boolean): Json {
  const all = places(value);
  const path = all[pick % all.length] ?? [];
  if (path.length === 0) return other;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (drop && !Array.isArray(parent)) delete parent[last];
  else parent[last] = other;
  return copy;
}

/**
 * Good values and bad ones near them: each good value as it is, with one place (deep) replaced by another value or
 * removed, and unrelated values.
 */
export function nearby(good: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  const other = fc.oneof(
    fc.jsonValue(),
    fc.constantFrom(undefined, Number.NaN, Number.POSITIVE_INFINITY, 1.5, -1),
  );
  return fc.oneof(
    { weight: 3, arbitrary: good },
    { weight: 5, arbitrary: fc.tuple(good, other, fc.nat(), fc.boolean()).map((args) => mutate(...args)) },
    { weight: 1, arbitrary: fc.anything() },
  );
}

/** `read` accepts exactly what `schema` accepts among `values`, and reads each to what the schema parses it to. */
export function expectAgreement(
  read: (value: Json) => unknown,
  schema: Schema,
  values: fc.Arbitrary<Json>,
): void {
  fc.assert(
    fc.property(values, (value) => {
      const parsed = schema.safeParse(value);
      const mine = read(value);
      expect(mine !== undefined, JSON.stringify(value)).toBe(parsed.success);
      if (parsed.success) expect(mine).toEqual(parsed.data);
    }),
    { numRuns: 600 },
  );
}
