/** What is wrong with a typed reason or note, as the key of its message under `operator.reason.`; null if fine. */
export type ReasonProblem = "required" | "tooShort" | "tooLong";

/**
 * Checks a rejection reason or review note against the bounds its API takes (the contract's min/max), on the
 * trimmed text: a reason of spaces tells the player nothing, even where the server would accept it.
 */
export function reasonProblem(text: string, bounds: { min: number; max: number }): ReasonProblem | null {
  const length = text.trim().length;
  if (length === 0) return "required";
  if (length < bounds.min) return "tooShort";
  if (length > bounds.max) return "tooLong";
  return null;
}
