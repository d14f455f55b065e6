/** One frame of a Server-Sent Events stream, with the time it arrived. */
export interface Frame {
  event: string;
  data: string;
  at: number;
}

/**
 * Opens an SSE stream with fetch and collects its frames as they arrive; `waitFor` resolves with the first frame
 * (already received or still to come) that matches.
 */
export async function openStream(url: string, headers: Record<string, string>) {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: "text/event-stream", ...headers },
    signal: abort.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`stream ${url} answered ${response.status}`);
  const frames: Frame[] = [];
  const waiters: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
          const frame: Frame = { event: "message", data: "", at: Date.now() };
          for (const line of raw.split("\n")) {
            if (line.startsWith("event:")) frame.event = line.slice(6).trim();
            else if (line.startsWith("data:")) frame.data += line.slice(5).trim();
          }
          if (!frame.data) continue;
          frames.push(frame);
          for (const waiter of [...waiters]) {
            if (waiter.match(frame)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(frame);
            }
          }
        }
      }
    } catch {
      // Closed by close() or by the server.
    }
  })();
  return {
    frames,
    waitFor(match: (frame: Frame) => boolean, timeoutMs: number): Promise<Frame | null> {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => {
        const waiter = { match, resolve: (frame: Frame | null) => resolve(frame) };
        waiters.push(waiter as (typeof waiters)[number]);
        setTimeout(() => {
          const at = waiters.indexOf(waiter as (typeof waiters)[number]);
          if (at >= 0) {
            waiters.splice(at, 1);
            resolve(null);
          }
        }, timeoutMs);
      });
    },
    close: () => abort.abort(),
  };
}
