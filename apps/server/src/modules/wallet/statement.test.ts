import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarDate } from "../../platform/calendar";
import { fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { amsterdamTime, statementPeriod } from "./statement";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const move = (userId: string, key: string, amount: bigint, kind = "deposit") =>
  t.app.services.wallet.transfer({
    idempotencyKey: key,
    kind,
    currency: "EUR",
    postings: [
      { account: { operator: "payments_clearing" }, amount: -amount },
      { account: { userId, kind: "real" }, amount },
    ],
  });

const statement = (headers: Record<string, string>, query: string) =>
  t.app.inject({ method: "GET", url: `/api/user/statement?${query}`, headers });

const rows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));

describe("GET /api/user/statement", () => {
  it("lists exactly the caller's ledger amounts for the period, as a CSV download", async () => {
    const me = await fundedPlayer(t.app, 0n);
    const other = await fundedPlayer(t.app, 0n);
    await move(me.userId, `s1-${me.userId}`, 1_234_567n);
    await move(me.userId, `s2-${me.userId}`, 1n);
    await move(me.userId, `s3-${me.userId}`, -250n, "withdrawal_payout");
    await move(other.userId, `s4-${other.userId}`, 99_999n);

    const today = calendarDate(new Date());
    const response = await statement(me.headers, `from=${today}&to=${today}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="statement-${today}-to-${today}.csv"`,
    );
    const [header, ...lines] = rows(response.body);
    expect(header).toEqual([
      "date (Europe/Amsterdam)",
      "type",
      "account",
      "amount",
      "balance after",
      "currency",
      "reference",
    ]);
    expect(lines.map((line) => [line[1], line[2], line[3], line[4], line[5]])).toEqual([
      ["deposit", "real", "12345.67", "12345.67", "EUR"],
      ["deposit", "real", "0.01", "12345.68", "EUR"],
      ["withdrawal_payout", "real", "-2.50", "12343.18", "EUR"],
    ]);
    // Dates on the Amsterdam clock.
    expect(lines[0]?.[0]).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}:\\d{2}$`));
    expect(response.body).not.toContain("999.99");
  });

  it("leaves out movements outside the period", async () => {
    const me = await fundedPlayer(t.app, 500n);
    const response = await statement(me.headers, "from=2020-01-01&to=2020-01-31");
    expect(response.statusCode).toBe(200);
    expect(rows(response.body)).toHaveLength(1);
  });

  it("refuses a bad period with 400 and a guest with 401", async () => {
    const me = await fundedPlayer(t.app, 0n);
    for (const query of [
      "from=2026-02-30&to=2026-03-01",
      "from=2026-03-02&to=2026-03-01",
      "from=2024-01-01&to=2026-01-01",
      "from=yesterday&to=2026-01-01",
      "",
    ]) {
      const response = await statement(me.headers, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
    expect((await statement({}, "from=2026-01-01&to=2026-01-02")).statusCode).toBe(401);
  });
});

describe("statement periods", () => {
  it("covers whole Amsterdam days, across the change to summer time", () => {
    const { start, end } = statementPeriod("2026-03-29", "2026-03-29", 366);
    expect(start.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(end.toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(amsterdamTime(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-02 00:30:00");
  });
});
