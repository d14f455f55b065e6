import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SwaggerParser from "@apidevtools/swagger-parser";
import { ErrorCode } from "@casino/contract";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

// What a team outside the project does with the served document: validate it, generate a typed client, use it.

let t: TestApp;
let doc: Record<string, unknown>;
const dir = mkdtempSync(join(tmpdir(), "openapi-client-"));

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A few calls through the generated types, the way a client would make them; the wrong ones must not compile. */
const CLIENT = `
import type { paths, components } from "./api";

type Json<P extends keyof paths, M extends keyof paths[P]> =
  paths[P][M] extends { responses: { 200: { content: { "application/json": infer B } } } } ? B : never;
type Body<P extends keyof paths, M extends keyof paths[P]> =
  paths[P][M] extends { requestBody: { content: { "application/json": infer B } } } ? B : never;

declare function call<P extends keyof paths, M extends keyof paths[P]>(
  method: M, path: P, body?: Body<P, M>,
): Promise<Json<P, M>>;

export async function use() {
  const health = await call("get", "/api/health");
  const uptime: number = health.uptimeSeconds;

  const deposit = await call("post", "/api/user/cashier/depositGm1", { amount: 10, currency: "EUR" });
  const redirect: string = deposit.redirectUrl;

  // The recursive menu: a submenu's entries have the same shape as the top level.
  const menu = await call("get", "/api/nav/{slug}");
  const nested: components["schemas"]["NavigationItem"] | undefined = menu.data.items[0]?.items[0];
  const title: string | undefined = nested?.items[0]?.title;

  const error: components["schemas"]["ErrorResponse"] = { code: "NOT_FOUND", message: "No such thing" };

  // @ts-expect-error a deposit needs a currency
  await call("post", "/api/user/cashier/depositGm1", { amount: 10 });
  // @ts-expect-error no such endpoint
  await call("get", "/api/no-such-endpoint");
  // @ts-expect-error an error code no server sends
  const unknownCode: components["schemas"]["ErrorResponse"] = { code: "SOMETHING_ELSE", message: "?" };

  return { uptime, redirect, title, error, unknownCode };
}
`;

describe("the served OpenAPI document, as an outside team uses it", () => {
  it("passes swagger-parser's validation (every $ref resolves)", async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("lists every error code of the contract in its error schema, the default response of every operation", () => {
    const schemas = (doc.components as { schemas: Record<string, { properties: Record<string, unknown> }> })
      .schemas;
    const code = schemas.ErrorResponse?.properties.code as { anyOf: { enum?: unknown[] }[] };
    const listed = code.anyOf.flatMap((branch) => branch.enum ?? []);
    expect([...listed].sort()).toEqual([...ErrorCode.options].sort());
    const health = (doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)[
      "/api/health"
    ];
    expect(health?.get?.responses.default).toBeTruthy();
  });

  it("generates a typed client with openapi-typescript that type-checks calls", async () => {
    const source = astToString(await openapiTS(structuredClone(doc) as never));
    writeFileSync(join(dir, "api.d.ts"), source);
    writeFileSync(join(dir, "client.ts"), CLIENT);
    const program = ts.createProgram([join(dir, "client.ts")], {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: false,
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(problems).toEqual([]);
  });
});
