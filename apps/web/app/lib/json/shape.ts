/**
 * Plain checks of JSON values, for the few reads whose parsing is behaviour on a page that does not load zod (a
 * stored slip, a stream event, a failure's details). Each reader built with them is held to its contract schema by a
 * property test (docs/decisions/0225-zod-off-a-guests-page.md).
 */

export type JsonRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === "string";

/** A number zod's `z.number()` accepts: finite. */
export const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

export const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";

/** `check` or absent (`undefined`), as zod's `.optional()`. */
export const optional =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): value is T | undefined =>
    value === undefined || check(value);

/** `check` or null, as zod's `.nullable()`. */
export const nullable =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || check(value);

/** One of the given literals, as zod's `z.enum`. */
export const oneOf =
  <const T extends readonly (string | number)[]>(values: T) =>
  (value: unknown): value is T[number] =>
    (values as readonly unknown[]).includes(value);
