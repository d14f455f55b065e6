import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { APP_VERSION } from "./version";

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
    // Schemas with an id (the recursive navigation item) become components that the routes' `$ref`s point at.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
