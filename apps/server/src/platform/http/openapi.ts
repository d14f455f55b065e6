import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { APP_VERSION } from "./version";

type Document = ReturnType<typeof jsonSchemaTransformObject>;
type Operation = { responses?: Record<string, unknown> };

/** Every endpoint may fail with `{code, message, details?}`; its `code` is one of the contract's ErrorCode. */
const ERROR_RESPONSE = {
  description: "An error: `code` says which (ErrorCode), `message` says it in English",
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorResponse" } } },
};

/**
 * Schemas with an id (the recursive navigation item, the error body) become components that the routes' `$ref`s
 * point at; every operation gets the error body as its default response, so a generated client knows the codes.
 */
function transformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]): Document {
  const document = jsonSchemaTransformObject(input);
  for (const path of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(path ?? {}) as Operation[]) {
      if (operation?.responses && !operation.responses.default) operation.responses.default = ERROR_RESPONSE;
    }
  }
  return document;
}

/** The OpenAPI document, generated from the contract schemas on the routes, and a reference UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Vela Casino & Sportsbook API",
        version: APP_VERSION,
        description:
          "Player and operator API. Authenticate with the `sid` cookie or the X-Session-Id / X-User-Id headers. " +
          "Errors are `{code, message, details?}`.",
      },
    },
    transform: jsonSchemaTransform,
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
