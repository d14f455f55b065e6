import * as contract from "@casino/contract";
import { type ApiRoute, CONTENT_FEEDS } from "@casino/contract";
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

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
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

  it("fills in path parameters, encoded", () => {
    expect(contract.pathOf(contract.cashierApi.postAdminWithdrawalsByIdApprove, { id: "a/b" })).toBe(
      "/api/admin/withdrawals/a%2Fb/approve",
    );
    expect(contract.pathOf(contract.contentApi.getPageAny, { "*": "help/faq" })).toBe("/api/page/help/faq");
    expect(() => contract.pathOf(contract.tablesApi.getTablesById)).toThrow(/id/);
  });
});
