import type { Client, Tally } from "./client";
import type { Rng } from "./rng";

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Test seams exist only in e2e servers; streams (SSE) never end, so the fuzz cannot wait for their answer. */
export const SKIPPED = [/^\/api\/test\//, /\/stream$/];

const MB = "A".repeat(1024 * 1024);
const nested = (depth: number, open: string, close: string) => `${open.repeat(depth)}${close.repeat(depth)}`;

/** Values put in every body property, path and query parameter. */
function valueCases(rng: Rng): [string, unknown][] {
  const randomUnicode = Array.from({ length: 16 }, () => String.fromCodePoint(0x20 + rng.int(0x2ffff))).join(
    "",
  );
  return [
    ["number", 12345],
    ["boolean", true],
    ["null", null],
    ["object", { nested: { deeper: 1 } }],
    ["array", [1, "2", null]],
    ["1 MB string", MB],
    ["NUL", "a\u0000b"],
    ["1e308", 1e308],
    ["-1e308", -1e308],
    ["'NaN'", "NaN"],
    ["'Infinity'", "Infinity"],
    ["'-1e308'", "-1e308"],
    ["RTL", "\u202Egnirts\u202C \u0627\u0644\u0639\u0631\u0628\u064A\u0629"],
    ["emoji", "🎰💸👨‍👩‍👧‍👦🏳️‍🌈"],
    ["combining", `e${"\u0301".repeat(200)}`],
    ["lone surrogate", "\uD800x"],
    ["random unicode", randomUnicode],
    ["path traversal", "../../../etc/passwd"],
    ["SQL", "' or 1=1 --"],
    ["negative", -1],
    ["2^53 + 2", 2 ** 53 + 2],
  ];
}

/** Whole bodies sent as raw text, whatever the schema. */
const RAW_CASES: [string, string | undefined, string?][] = [
  ["no body", undefined],
  ["empty JSON body", ""],
  ["invalid JSON", '{"a":'],
  ["10,000 nested arrays", nested(10_000, "[", "]")],
  ["10,000 nested objects", `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`],
  ["JSON null", "null"],
  ["JSON array", "[]"],
  ["JSON string", '"x"'],
  ["form body", "a=1&b=2", "application/x-www-form-urlencoded"],
  ["text body", "hello", "text/plain"],
];

const inUrl = (value: unknown) => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  // Past about 16 kB Node refuses the request line itself (431) before the app sees it: 10 kB still reaches the app.
  const cut = (text ?? "null").slice(0, 10_000);
  // A lone surrogate has no UTF-8 form, so no URL can carry it: it goes as U+FFFD there (bodies carry it as is).
  return encodeURIComponent(
    cut.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD"),
  );
};

function bodyWith(schema: Schema | undefined, value: unknown): unknown {
  const props = schema?.properties ?? schema?.anyOf?.find((s) => s.properties)?.properties;
  if (!props) return { value };
  return Object.fromEntries(Object.keys(props).map((name) => [name, value]));
}

export interface FuzzResult {
  operations: number;
  cases: number;
  requests: number;
  fiveXx: number;
  stackTraces: number;
  noAnswer: number;
  /** Which cases went unanswered and why (the socket error), with counts. */
  noAnswerCases: string[];
  skipped: string[];
}

/**
 * Every operation of GET /api/openapi.json, each with every case, as a guest and as a logged-in player. A case puts
 * one hostile value in every body property, path and query parameter, or sends one hostile body.
 */
export async function fuzz(
  spec: OpenApi,
  guest: Client,
  player: () => Promise<Client>,
  rng: Rng,
  tally: Tally,
): Promise<FuzzResult> {
  const operations: { method: string; path: string; op: Operation }[] = [];
  const skipped: string[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (SKIPPED.some((re) => re.test(path))) skipped.push(`${method.toUpperCase()} ${path}`);
      else operations.push({ method: method.toUpperCase(), path, op });
    }
  }
  // Ending the session last keeps the player logged in for the rest (the player is re-checked anyway).
  operations.sort((a, b) => Number(a.path.includes("/session")) - Number(b.path.includes("/session")));
  const values = valueCases(rng);
  const before5xx = tally.failures.length;
  let requests = 0;
  let noAnswer = 0;
  const noAnswerCases = new Map<string, number>();
  for (const { method, path, op } of operations) {
    const schema = op.requestBody?.content?.["application/json"]?.schema;
    const query = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
    const hasBody = method !== "GET" && method !== "HEAD";
    const url = (value: unknown) => {
      const withParams = path.replace(/\{[^}]+\}/g, () => inUrl(value));
      const search = query.map((name) => `${encodeURIComponent(name)}=${inUrl(value)}`).join("&");
      return search ? `${withParams}?${search}` : withParams;
    };
    for (const who of ["guest", "player"] as const) {
      const client = who === "guest" ? guest : await player();
      const sends: Promise<unknown>[] = [];
      const labels: string[] = [];
      const op_ = `fuzz ${who}`;
      for (const [label, value] of values) {
        labels.push(label);
        sends.push(
          client.request(
            op_,
            method,
            url(value),
            hasBody ? { body: bodyWith(schema, value), key: `fuzz-${rng.int(1e9)}` } : {},
          ),
        );
      }
      if (hasBody) {
        for (const [label, raw, contentType] of RAW_CASES) {
          labels.push(label);
          const sample = values[rng.int(values.length)]?.[1];
          sends.push(
            client.request(
              op_,
              method,
              url(sample),
              raw === undefined ? {} : { raw, ...(contentType ? { contentType } : {}) },
            ),
          );
        }
      }
      const settled = await Promise.allSettled(sends);
      requests += settled.length;
      settled.forEach((outcome, i) => {
        if (outcome.status === "fulfilled") return;
        noAnswer++;
        const reason = outcome.reason as { cause?: { code?: string }; name?: string };
        const why = `${labels[i]}: ${reason.cause?.code ?? reason.name}`;
        noAnswerCases.set(why, (noAnswerCases.get(why) ?? 0) + 1);
      });
    }
  }
  const found = tally.failures.slice(before5xx);
  return {
    operations: operations.length,
    cases: values.length + RAW_CASES.length,
    requests,
    fiveXx: found.filter((line) => / → 5\d\d/.test(line)).length,
    stackTraces: found.filter((line) => line.includes("stack trace")).length,
    noAnswer,
    noAnswerCases: [...noAnswerCases].map(([why, n]) => `${n} × ${why}`),
    skipped,
  };
}
