import http from "node:http";

/**
 * One client process of bench/odds (forked with the stream's URL and a count): it opens `count` SSE connections and
 * counts the events each receives (heartbeats are comments and not counted). It says "ready" once all are open; told
 * `{ until: n }`, it answers `{ missing }` as soon as every connection has n events or more, or when told
 * `{ report: true }`, with how many events its connections still lack.
 */
async function clientProcess(url: string, count: number) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const received: number[] = [];
  let until: number | null = null;
  const missing = () => received.reduce((sum, n) => sum + Math.max(0, (until ?? 0) - n), 0);
  const check = () => {
    if (until !== null && missing() === 0) {
      process.send!({ missing: 0 });
      until = null;
    }
  };
  const open = (index: number): Promise<void> =>
    new Promise((resolve, reject) => {
      received[index] = 0;
      const request = http.get(url, { agent }, (response) => {
        response.setEncoding("utf8");
        let tail = "";
        response.on("data", (chunk: string) => {
          const text = tail + chunk;
          received[index]! += text.split("\nevent: ").length - 1;
          tail = text.slice(-8);
          if (until !== null && received[index]! >= until) check();
        });
        resolve();
      });
      request.on("error", reject);
    });
  for (let i = 0; i < count; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, j) => open(i + j)));
  }
  process.on("message", (message: { until?: number; report?: boolean }) => {
    if (message.until !== undefined) {
      until = message.until;
      check();
    } else if (message.report) {
      process.send!({ missing: missing() });
      until = null;
    }
  });
  process.send!("ready");
}

if (process.send) await clientProcess(process.argv[2]!, Number(process.argv[3]));
