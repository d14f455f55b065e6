import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";

/**
 * Counts the SQL statements one piece of work sends, at the PostgreSQL driver, where every statement of the app
 * (transactions included) passes one function. The embedded database runs a transaction's statements past no hook,
 * so the guards that use this run in the PostgreSQL phase. Only the counted work's own statements count: work
 * started earlier (an engagement catch-up a second after earlier rounds, say) runs in its own async context.
 */
export function statementCounter() {
  const counting = new AsyncLocalStorage<number>();
  const original = pg.Client.prototype.query;
  let runs = 0;
  let current = -1;
  let statements: string[] = [];
  return {
    install() {
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string })?.text;
        if (text && counting.getStore() === current) statements.push(text);
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof original;
    },
    uninstall() {
      pg.Client.prototype.query = original;
    },
    /** Runs `work` and returns what it answered with the statements it sent. */
    async count<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      statements = [];
      current = ++runs;
      const result = await counting.run(current, work);
      return { result, statements };
    },
  };
}

/**
 * Counts every statement the process sends from now on, whatever work sends it (work after commit included): the
 * benches' statements per operation.
 */
export function statementTally() {
  const original = pg.Client.prototype.query;
  let sent = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    sent++;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return {
    /** Stops counting; answers how many were sent. */
    stop() {
      pg.Client.prototype.query = original;
      return sent;
    },
  };
}
