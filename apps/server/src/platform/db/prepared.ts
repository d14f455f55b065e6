import { createHash } from "node:crypto";
import pg from "pg";

/** Named statements one connection keeps at most: the app's hot statements fit many times over; the rest go unnamed. */
const MAX_PER_CONNECTION = 400;
/** Statement texts whose names are remembered (hashing a text once, not on every call). */
const MAX_NAMES = 5_000;

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
    if (names.size >= MAX_NAMES) names.delete(names.keys().next().value!);
    names.set(text, name);
  }
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown };

/**
 * A pool connection that prepares every parameterised statement it runs, once, as a named statement of its own
 * (docs/decisions/0220-prepared-statements.md). PostgreSQL then skips parsing and, once it has seen the statement a
 * few times, planning: the app's short statements spent more time being planned than run (pg_stat_statements on
 * the round and bet paths). Only statements with parameters are named: they already use the extended protocol, so
 * each is a single command. A connection names at most MAX_PER_CONNECTION texts, which bounds the server's memory
 * for statements whose text varies (an IN list of every length); later ones run unnamed, as before.
 */
export class PreparingClient extends pg.Client {
  readonly #named = new Set<string>();

  // pg's overloads do not survive a subclass; the arguments are passed on unchanged apart from the name.
  override query(...args: unknown[]): never {
    const [first, values] = args as [QueryConfigLike | string, unknown];
    const config: QueryConfigLike | null =
      typeof first === "string" ? { text: first } : first && typeof first === "object" ? first : null;
    if (config && config.name === undefined && typeof config.text === "string") {
      const params = Array.isArray(values) ? values : config.values;
      if (Array.isArray(params) && params.length > 0) {
        const name = nameOf(config.text);
        if (this.#named.has(name) || this.#named.size < MAX_PER_CONNECTION) {
          this.#named.add(name);
          args[0] = { ...config, name };
        }
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
