import { type Permission, ROLE_PERMISSIONS, STAFF_ROLES } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

/**
 * The permission each /api/admin route needs, written out here on purpose: the test holds the routes' declarations
 * (their `config.permission`) to this table, so a route added without a line here, or with another permission,
 * fails. One route per line.
 */
const EXPECTED: Record<string, Permission> = {
  "GET /api/admin/withdrawals": "payments.manage",
  "POST /api/admin/withdrawals/{id}/approve": "payments.manage",
  "POST /api/admin/withdrawals/{id}/reject": "payments.manage",
  "GET /api/admin/payments/transactions": "payments.manage",
  "POST /api/admin/payments/transactions/{id}/chargeback": "payments.manage",
  "GET /api/admin/payments/reconciliation": "payments.manage",
  "GET /api/admin/documents": "compliance.review",
  "POST /api/admin/documents/{id}/approve": "compliance.review",
  "POST /api/admin/documents/{id}/reject": "compliance.review",
  "GET /api/admin/compliance/reviews": "compliance.review",
  "POST /api/admin/compliance/reviews/{userId}/clear": "compliance.review",
  "GET /api/admin/exclusions": "compliance.review",
  "GET /api/admin/compliance/signals": "compliance.review",
  "PUT /api/admin/settings/maintenance": "settings.manage",
  "GET /api/admin/bonus/campaigns": "bonus.manage",
  "POST /api/admin/bonus/campaigns": "bonus.manage",
  "PUT /api/admin/bonus/campaigns/{id}": "bonus.manage",
  "POST /api/admin/bonus/grants": "bonus.manage",
  "POST /api/admin/sportsbook/events/{id}/result": "trading.manage",
  "POST /api/admin/sportsbook/events/{id}/abandon": "trading.manage",
  "GET /api/admin/audit": "audit.read",
  "GET /api/admin/audit/export": "audit.read",
  "GET /api/admin/audit/verify": "audit.read",
  "GET /api/admin/staff": "staff.manage",
  "PUT /api/admin/staff/{userId}/roles/{role}": "staff.manage",
  "DELETE /api/admin/staff/{userId}/roles/{role}": "staff.manage",
  "GET /api/admin/players": "players.read",
  "GET /api/admin/players/{id}": "players.read",
  "GET /api/admin/players/{id}/ledger": "players.read",
  "POST /api/admin/players/{id}/notes": "players.read",
  "POST /api/admin/players/{id}/lock": "players.manage",
  "POST /api/admin/players/{id}/unlock": "players.manage",
  "POST /api/admin/players/{id}/end-sessions": "players.manage",
  "POST /api/admin/players/{id}/impersonate": "players.impersonate",
  "POST /api/admin/players/{id}/adjustments": "adjustments.request",
  "GET /api/admin/adjustments": "adjustments.approve",
  "POST /api/admin/adjustments/{id}/approve": "adjustments.approve",
  "POST /api/admin/adjustments/{id}/reject": "adjustments.approve",
  "GET /api/admin/reports/ggr": "reports.read",
  "GET /api/admin/reports/payments": "reports.read",
  "GET /api/admin/reports/players": "reports.read",
  "GET /api/admin/trading/events": "trading.manage",
  "GET /api/admin/trading/events/{id}": "trading.manage",
  "PUT /api/admin/trading/events/{id}/suspension": "trading.manage",
  "PUT /api/admin/trading/markets/{id}/suspension": "trading.manage",
  "PUT /api/admin/trading/events/{id}/margin": "trading.manage",
  "GET /api/admin/trading/players/{userId}/stake-factor": "trading.manage",
  "PUT /api/admin/trading/players/{userId}/stake-factor": "trading.manage",
  "GET /api/admin/trading/ticker": "trading.manage",
  "GET /api/admin/content": "content.publish",
  "PUT /api/admin/content": "content.publish",
  "POST /api/admin/content/{id}/publish": "content.publish",
  "POST /api/admin/content/{id}/unpublish": "content.publish",
  "POST /api/admin/content/{id}/preview": "content.publish",
  "GET /api/admin/providers": "catalogue.manage",
  "POST /api/admin/providers": "catalogue.manage",
  "PUT /api/admin/providers/{id}": "catalogue.manage",
  "POST /api/admin/providers/{id}/rotate-secret": "catalogue.manage",
  "GET /api/admin/providers/rounds/open": "catalogue.manage",
  "GET /api/admin/providers/{id}/reconciliations": "catalogue.manage",
  "GET /api/admin/catalogue/games": "catalogue.manage",
  "PUT /api/admin/catalogue/games/{id}/availability": "catalogue.manage",
  "PUT /api/admin/catalogue/games/{id}/featured": "catalogue.manage",
  "GET /api/admin/catalogue/groups": "catalogue.manage",
  "PUT /api/admin/catalogue/groups/order": "catalogue.manage",
  "GET /api/admin/catalogue/game-of-the-week": "catalogue.manage",
  "PUT /api/admin/catalogue/game-of-the-week/{week}": "catalogue.manage",
  "DELETE /api/admin/catalogue/game-of-the-week/{week}": "catalogue.manage",
  "POST /api/admin/compliance/signals/acknowledgements": "compliance.review",
};

type Method = "GET" | "POST" | "PUT" | "DELETE";
interface AdminRoute {
  method: Method;
  path: string;
  key: string;
}

let t: TestApp;
let routes: AdminRoute[];
const headersOf = new Map<string, Record<string, string>>();

/** A concrete URL for the documented path: ids are unknown UUIDs, a role is `trader`. */
const urlOf = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === "role" ? "trader" : "00000000-0000-4000-8000-000000000000",
  );

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/api/admin"))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase() as Method,
        path,
        key: `${method.toUpperCase()} ${path}`,
      })),
    );
  for (const role of [...STAFF_ROLES, "player"]) {
    const roles = role === "player" ? ["player"] : ["player", role];
    headersOf.set(role, (await fundedPlayer(t.app, 0n, { roles })).headers);
  }
});
afterAll(() => t.close());

/**
 * One call; the answer's status and text. An event stream a role may open (the trading ticker) never ends, so its
 * body is not read: its 200 and content type are the answer.
 */
async function send(route: AdminRoute, headers: Record<string, string>, payload?: string) {
  const response = await t.app.inject({
    method: route.method,
    url: urlOf(route.path),
    headers: payload === undefined ? headers : { ...headers, "content-type": "application/json" },
    ...(payload === undefined ? {} : { payload }),
    payloadAsStream: true,
  });
  const stream = response.stream();
  if (String(response.headers["content-type"]).startsWith("text/event-stream")) {
    stream.destroy();
    return { statusCode: response.statusCode, body: "", json: () => ({}) as { code?: string } };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  const body = Buffer.concat(chunks).toString();
  return { statusCode: response.statusCode, body, json: () => JSON.parse(body) as { code?: string } };
}

describe("staff permissions on every /api/admin route", () => {
  it("every documented admin route has its permission in the table, and the table has no stale line", () => {
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(EXPECTED).length);
    expect(routes.map((route) => route.key).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it("each role reaches exactly the routes its permissions allow, and is refused (403) on the rest", async () => {
    const wrong: string[] = [];
    for (const role of STAFF_ROLES) {
      const allowed = new Set<string>(ROLE_PERMISSIONS[role]);
      for (const route of routes) {
        const response = await send(route, headersOf.get(role)!);
        const refused = response.statusCode === 403 && response.json().code === "FORBIDDEN";
        const shouldPass = allowed.has(EXPECTED[route.key]!);
        if (refused === shouldPass || response.statusCode === 401 || response.statusCode >= 500)
          wrong.push(`${role} ${route.key}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("admin may call every route", () => {
    for (const route of routes) expect(ROLE_PERMISSIONS.admin).toContain(EXPECTED[route.key]);
  });

  it("a player gets 403 on every admin route before validation: a malformed body tells them nothing", async () => {
    for (const route of routes) {
      const response = await send(
        route,
        headersOf.get("player")!,
        route.method === "GET" ? undefined : "{oops",
      );
      expect({ route: route.key, status: response.statusCode, code: response.json().code }).toEqual({
        route: route.key,
        status: 403,
        code: "FORBIDDEN",
      });
      const query = await t.app.inject({
        method: route.method,
        url: `${urlOf(route.path)}?limit=-1&query=`,
        headers: headersOf.get("player")!,
      });
      expect(query.statusCode).toBe(403);
    }
  });

  it("a guest gets 401 on every admin route; a path that declares no permission is refused even to an admin", async () => {
    for (const route of routes) expect((await send(route, {})).statusCode).toBe(401);
    const unknown = { method: "GET" as const, path: "/api/admin/nothing-here", key: "" };
    expect((await send(unknown, headersOf.get("player")!)).statusCode).toBe(403);
    expect((await send(unknown, headersOf.get("admin")!)).statusCode).toBe(403);
  });
});
