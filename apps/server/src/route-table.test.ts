import * as contract from "@casino/contract";
import { type ApiRoute, CONTENT_FEEDS } from "@casino/contract";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/harness";

// The contract's route tables (`cashierApi`, `bonusApi`, …) are the one place an endpoint's method and path are
// spelled: the server registers at them and the web calls through them. This holds the server to the tables.

const isRoute = (value: unknown): value is ApiRoute =>
  typeof value === "object" && value !== null && "method" in value && "path" in value;

const tables = Object.entries(contract).filter(
  ([name, value]) => name.endsWith("Api") && typeof value === "object" && value !== null,
) as [string, Record<string, unknown>][];

const routes = tables.flatMap(([table, entries]) =>
  Object.entries(entries)
    .filter(([, value]) => isRoute(value))
    .map(([name, value]) => ({ name: `${table}.${name}`, ...(value as ApiRoute) })),
);
/** The content feeds carry their path in CONTENT_FEEDS (with their type and failure message); all are GETs. */
const feeds = CONTENT_FEEDS.map((feed) => ({ name: feed.type, method: "GET", path: feed.path }));
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Registered only when configured: a real payment provider's endpoints, and the missing-translation report. */
const CONDITIONAL = new Set([
  "cashierApi.postPraxisGetToken",
  "cashierApi.postPaymentiqVerifyuser",
  "cashierApi.postPaymentiqAuthorize",
  "cashierApi.postPaymentiqTransfer",
  "cashierApi.postPaymentiqCancel",
  "contentApi.postReportI18n",
]);

let t: TestApp;
let documented: string[];
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
  // OpenAPI spells `:id` as `{id}` and the rest wildcard as `{*}`.
  documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) =>
      key(method, path.replace(/\{\*\}/g, "*").replace(/\{(\w+)\}/g, ":$1")),
    ),
  );
});
afterAll(() => t.close());

describe("the contract's route table", () => {
  it("has tables for the areas and no endpoint twice", () => {
    expect(tables.length).toBeGreaterThanOrEqual(15);
    const keys = [...routes, ...feeds].map((route) => key(route.method, route.path));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it("every route of the table is registered by the server with that method", () => {
    const missing = routes.filter(
      (route) => !CONDITIONAL.has(route.name) && !t.app.hasRoute({ method: route.method, url: route.path }),
    );
    expect(missing.map((route) => `${route.name}: ${key(route.method, route.path)}`)).toEqual([]);
  });

  it("every endpoint the server documents is in the table", () => {
    const table = new Set([...routes, ...feeds].map((route) => key(route.method, route.path)));
    expect(documented.length).toBeGreaterThan(100);
    expect(documented.filter((endpoint) => !table.has(endpoint))).toEqual([]);
  });

  it("every route that names its response is answered with that schema", () => {
    // The web trusts a response in production and types it by the route's named schema
    // (docs/decisions/0225-zod-off-a-guests-page.md); the server validates and serialises with the schema it
    // declares. The two must be the same schema: the declared 2xx body, as documented, is the named one's.
    const named = routes.filter((route) => route.response !== undefined && !CONDITIONAL.has(route.name));
    expect(named.length).toBeGreaterThan(150);
    const wrong = named.flatMap((route) => {
      const schema = (contract as Record<string, unknown>)[route.response as string];
      const path = route.path.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{*}");
      const responses = doc.paths[path]?.[route.method.toLowerCase()]?.responses ?? {};
      const success = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status));
      const declared = success.map(([, response]) => response.content?.["application/json"]?.schema);
      const expected = documentedSchema(schema, route.path);
      return declared.some((body) => JSON.stringify(body) === JSON.stringify(normalised(expected)))
        ? []
        : [`${route.name}: ${route.response} is not its declared 2xx body`];
    });
    expect(wrong).toEqual([]);
  });

  it("fills in path parameters, encoded", () => {
    expect(contract.pathOf(contract.cashierApi.postAdminWithdrawalsByIdApprove, { id: "a/b" })).toBe(
      "/api/admin/withdrawals/a%2Fb/approve",
    );
    expect(contract.pathOf(contract.contentApi.getPageAny, { "*": "help/faq" })).toBe("/api/page/help/faq");
    expect(() => contract.pathOf(contract.tablesApi.getTablesById)).toThrow(/id/);
  });
});

/** A schema as the OpenAPI document shows a route's response body (the same transform the server's document uses). */
function documentedSchema(schema: unknown, url: string): unknown {
  const transformed = jsonSchemaTransform({
    schema: { response: { 200: schema } },
    url,
    openapiObject: { openapi: doc.openapi },
  } as unknown as Parameters<typeof jsonSchemaTransform>[0]) as {
    schema: { response: Record<string, unknown> };
  };
  return transformed.schema.response[200];
}

/** The document spells a single allowed value `enum: [v]` where the transform writes `const: v`. */
function normalised(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(normalised);
  if (typeof schema !== "object" || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) =>
      key === "const" ? ["enum", [value]] : [key, normalised(value)],
    ),
  );
}
