import { afterEach, describe, expect, it } from "vitest";
import { MAX_RECONNECTS, peekStream, retryStream, type WatchedSource, watchStream } from "./stream-status";

/** The browser's EventSource as far as the watcher sees it: open, lost connections, the server's own errors. */
class Source implements WatchedSource {
  readyState = 0;
  closed = false;
  private readonly handlers: Record<string, ((event: Event) => void)[]> = {};
  addEventListener(type: string, listener: (event: Event) => void) {
    this.handlers[type] = [...(this.handlers[type] ?? []), listener];
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  opened() {
    this.readyState = 1;
    for (const h of this.handlers.open ?? []) h(new Event("open"));
  }
  dropped(readyState = 0) {
    this.readyState = readyState;
    for (const h of this.handlers.error ?? []) h(new Event("error"));
  }
  serverError(data: string) {
    for (const h of this.handlers.error ?? []) h(new MessageEvent("error", { data }));
  }
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe("live stream status", () => {
  it("counts the browser's failed reconnects and gives up after the limit, closing the stream", async () => {
    const source = new Source();
    stop = watchStream("balance", source, () => undefined);
    source.opened();
    expect(peekStream("balance")).toEqual({ status: "open", reconnects: 0 });
    for (let i = 1; i <= MAX_RECONNECTS; i++) {
      source.dropped();
      expect(peekStream("balance")).toEqual({ status: "reconnecting", reconnects: i });
      expect(source.closed).toBe(false);
    }
    source.dropped();
    expect(peekStream("balance")).toEqual({ status: "failed", reconnects: MAX_RECONNECTS });
    expect(source.closed).toBe(true);
  });

  it("starts counting again once a reconnect succeeds", async () => {
    const source = new Source();
    stop = watchStream("sports", source, () => undefined);
    for (let i = 0; i < MAX_RECONNECTS; i++) source.dropped();
    source.opened();
    source.dropped();
    expect(peekStream("sports")).toEqual({ status: "reconnecting", reconnects: 1 });
  });

  it("fails at once when the server refused the stream (the browser will not retry)", async () => {
    const source = new Source();
    stop = watchStream("sports", source, () => undefined);
    source.dropped(2);
    expect(peekStream("sports")).toEqual({ status: "failed", reconnects: MAX_RECONNECTS });
  });

  it("does not count the server's own error message (a session that expired) as a lost connection", async () => {
    const source = new Source();
    stop = watchStream("balance", source, () => undefined);
    source.opened();
    source.serverError("Session is expired");
    expect(peekStream("balance")).toEqual({ status: "open", reconnects: 0 });
  });

  it("tries again when asked: the stream reopens and is watched anew", async () => {
    const first = new Source();
    let second: Source | undefined;
    const reopen = () => {
      stop?.();
      second = new Source();
      stop = watchStream("balance", second, reopen);
    };
    stop = watchStream("balance", first, reopen);
    first.dropped(2);
    retryStream("balance");
    expect(second).toBeDefined();
    second?.opened();
    expect(peekStream("balance")).toEqual({ status: "open", reconnects: 0 });
  });

  it("forgets a stream closed on purpose", async () => {
    const source = new Source();
    watchStream("sports", source, () => undefined)();
    expect(peekStream("sports")).toBeUndefined();
  });
});
