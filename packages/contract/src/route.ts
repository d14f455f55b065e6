import type { z } from "zod";
import type * as Schemas from "./schemas";

/** The HTTP methods the API uses. */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

type SchemaExports = typeof Schemas;

/** The name of a schema the contract exports, as a route names its response. */
export type SchemaName = {
  [K in keyof SchemaExports]: SchemaExports[K] extends z.ZodType ? K : never;
}[keyof SchemaExports];

/**
 * One endpoint: its method, its path in the server's syntax (`:id` for a parameter, `*` for the rest) and the name of
 * the schema of its success body. The server registers each route at `path` and answers with that schema; the web
 * app calls through it and takes the body's type from the name alone, so a page that calls an endpoint does not
 * load the schema (docs/decisions/0225-zod-off-a-guests-page.md). Tests hold the server and the web to this table.
 */
export interface ApiRoute<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  R extends SchemaName | undefined = SchemaName | undefined,
> {
  readonly method: M;
  readonly path: P;
  /** The success body's schema, by its export name; none for an endpoint that answers without a JSON body. */
  readonly response?: R;
}

/** What a schema of the contract parses to, by its export name. */
export type SchemaOutput<N extends SchemaName> = z.output<SchemaExports[N]>;

/** The success body of a route, as its schema parses it; `unknown` for a route that names no schema. */
export type ResponseOf<T extends ApiRoute> =
  T extends ApiRoute<HttpMethod, string, infer R>
    ? R extends SchemaName
      ? SchemaOutput<R>
      : unknown
    : unknown;

export function route<M extends HttpMethod, P extends string, R extends SchemaName | undefined = undefined>(
  method: M,
  path: P,
  response?: R,
): ApiRoute<M, P, R> {
  return response === undefined ? { method, path } : { method, path, response };
}

/** The path of a route with its `:params` (and a trailing `*`) filled in, each encoded as one path segment. */
export function pathOf(route: ApiRoute, params: Record<string, string | number | undefined> = {}): string {
  return route.path.replace(/:(\w+)|\*$/g, (_, name: string | undefined) => {
    const value = params[name ?? "*"];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for ${name ?? "*"}`);
    return name ? encodeURIComponent(String(value)) : String(value);
  });
}
