import http from "node:http";

/** Milliseconds on a clock every process of this machine shares. */
export const wallMs = () => performance.timeOrigin + performance.now();

/**
 * One client process of bench/sse (forked with the stream's URL and a count): it opens `count` SSE connections,
 * says "ready", then sends the parent, per event, every connection's latency once all of them have it.
 */
async function clientProcess(url: string, count: number) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const seen = new Map<number, number[]>();
  const open = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const request = http.get(url, { agent }, (response) => {
        response.setEncoding("utf8");
        let tail = "";
        response.on("data", (chunk: string) => {
          const text = tail + chunk;
          const lines = text.split("\n");
          tail = lines.pop() ?? "";
          for (const line of lines) {
            if (!line.startsWith("data: {")) continue;
            const data = JSON.parse(line.slice(6)) as { seq: number; sentAt: number };
            const list = seen.get(data.seq) ?? [];
            list.push(wallMs() - data.sentAt);
            seen.set(data.seq, list);
            if (list.length === count) {
              seen.delete(data.seq);
              process.send!(list);
            }
          }
        });
        resolve();
      });
      request.on("error", reject);
    });
  for (let i = 0; i < count; i += 200) {
    await Promise.all(Array.from({ length: Math.min(200, count - i) }, open));
  }
  process.send!("ready");
}

if (process.send) await clientProcess(process.argv[2]!, Number(process.argv[3]));
