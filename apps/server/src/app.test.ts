import { ErrorResponse, HealthResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./platform/errors";
import { createTestApp, type TestApp } from "./test/harness";

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  // Routes that exist only in this test, to exercise validation and the error mapper.
  t.app.post(
    "/api/test/echo",
    { schema: { body: z.object({ email: z.string().email(), amount: z.number().int().positive() }) } },
    async (request) => request.body,
  );
  t.app.get("/api/test/conflict", async () => {
    throw new AppError("DEPOSIT_LIMIT", 409, "Deposit limit reached", { remaining: 0 });
  });
  t.app.get("/api/test/crash", async () => {
    throw new Error("secret internal detail at /srv/app.ts:42");
  });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

describe("GET /api/health over real HTTP", () => {
  it("reports ok with the database kind and version", async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    const body = HealthResponse.parse(await response.json());
    expect(body.status).toBe("ok");
    expect(body.db).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    // With no real provider configured the site is a demo, and says so.
    expect(body.payments).toBe("sandbox");
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("keeps a safe caller-supplied request id and replaces an unsafe one", async () => {
    const kept = await fetch(`${baseUrl}/api/health`, { headers: { "x-request-id": "trace-123" } });
    expect(kept.headers.get("x-request-id")).toBe("trace-123");
    const replaced = await fetch(`${baseUrl}/api/health`, {
      headers: { "x-request-id": "bad id\twith spaces" },
    });
    expect(replaced.headers.get("x-request-id")).not.toContain(" ");
  });
});

describe("errors", () => {
  it("answers an unknown /api route with a JSON 404", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await fetch(`${baseUrl}/api/nope`, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(ErrorResponse.parse(await response.json()).code).toBe("NOT_FOUND");
    }
  });

  it("answers a malformed JSON body with 400, never 500", async () => {
    for (const path of ["/api/test/echo", "/api/nope", "/api/health"]) {
      const response = await fetch(`${baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"email": "a@b.c",',
      });
      expect(response.status, path).toBe(400);
      expect(ErrorResponse.parse(await response.json()).code).toBe("BAD_REQUEST");
    }
  });

  it("lists each invalid field with its path", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { email: "not-an-email", amount: -5 },
    });
    expect(response.statusCode).toBe(400);
    const body = ErrorResponse.parse(response.json());
    expect(body.code).toBe("VALIDATION_FAILED");
    const paths = (body.details as { issues: { path: string }[] }).issues.map((issue) => issue.path).sort();
    expect(paths).toEqual(["body.amount", "body.email"]);
  });

  it("maps an AppError to its status, code and details", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "DEPOSIT_LIMIT",
      message: "Deposit limit reached",
      details: { remaining: 0 },
    });
  });

  it("hides the cause of an unexpected error", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/crash" });
    expect(response.statusCode).toBe(500);
    const text = response.body;
    expect(JSON.parse(text).code).toBe("INTERNAL");
    expect(text).not.toContain("secret");
    expect(text).not.toContain("app.ts");
  });

  it("rejects an unsupported media type with 415 JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/x-unknown" },
      payload: "x",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });
});

describe("API reference", () => {
  it("serves an OpenAPI document generated from the contract schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const health = doc.paths["/api/health"].get;
    expect(health.responses["200"].content["application/json"].schema.properties).toHaveProperty(
      "uptimeSeconds",
    );
  });

  it("serves the reference UI at /api/docs", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });
});
