import type { SentRound } from "./burst";
import type { Check } from "./keys";

/**
 * After the kill -9 and the restart on the same database, every slot round request of the run is sent again with its
 * client round id (also its Idempotency-Key). One that had been answered must get the very same answer; one cut off
 * in flight must get an answer that stays the same when asked once more (it either committed before the kill or is
 * played now, never twice).
 */
export async function replayRounds(rounds: SentRound[], baseUrl: string, concurrency = 16): Promise<Check[]> {
  let answeredSame = 0;
  let answeredDiffer = 0;
  const differences: string[] = [];
  let inFlightConsistent = 0;
  let inFlightInconsistent = 0;
  let fiveXx = 0;
  let next = 0;
  const worker = async () => {
    while (next < rounds.length) {
      const sent = rounds[next++] as SentRound;
      sent.player.baseUrl = baseUrl;
      const send = () =>
        sent.player.request("replay round", "POST", "/api/games/neon-nights/rounds", {
          body: sent.body,
          key: sent.body.clientRoundId,
        });
      const again = await send();
      if (again.status >= 500) fiveXx++;
      if (sent.first) {
        if (sent.first.status === again.status && sent.first.text === again.text) answeredSame++;
        else {
          answeredDiffer++;
          if (differences.length < 3)
            differences.push(
              `${sent.first.status} ${sent.first.text.slice(0, 160)} ≠ ${again.status} ${again.text.slice(0, 160)}`,
            );
        }
      } else {
        const third = await send();
        if (third.status === again.status && third.text === again.text && again.status < 500)
          inFlightConsistent++;
        else inFlightInconsistent++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const answered = rounds.filter((r) => r.first).length;
  return [
    {
      name: "replay: every answered round → the same answer",
      pass: answeredDiffer === 0 && answered > 0,
      detail: `${answeredSame}/${answered} identical${differences.length ? `; e.g. ${differences.join(" | ")}` : ""}`,
    },
    {
      name: "replay: rounds cut off by the kill → one consistent answer",
      pass: inFlightInconsistent === 0,
      detail: `${inFlightConsistent} consistent, ${inFlightInconsistent} not, of ${rounds.length - answered} in flight`,
    },
    { name: "replay: no 5xx", pass: fiveXx === 0, detail: `${fiveXx} × 5xx of ${rounds.length} replays` },
  ];
}
