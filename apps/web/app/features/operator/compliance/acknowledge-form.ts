import { z } from "zod";

/**
 * The note a compliance officer leaves when acknowledging a signal (decision 0214), e.g. "called the player, agreed a
 * break": 1–500 characters once trimmed (the bounds of AcknowledgeSignalRequest). The refusal is the key of its text.
 */
export const acknowledgeFormSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, "operator.compliance.ack.problems.required")
    .max(500, "operator.compliance.ack.problems.tooLong"),
});
export type AcknowledgeForm = z.input<typeof acknowledgeFormSchema>;
