import type { FastifyRequest } from "fastify";

/** The client's `Idempotency-Key` header (1–100 characters), or undefined when it sent none usable. */
export const idempotencyKey = (request: FastifyRequest): string | undefined => {
  const key = request.headers["idempotency-key"];
  return typeof key === "string" && key.length > 0 && key.length <= 100 ? key : undefined;
};
