import type { ClusterContext, Outcome } from "./context";
import { type ClusterPlayer, login, signUp } from "./players";
import { openStream } from "./sse";

const SCENARIO = "3 live chat across processes";

/**
 * A support agent's console streams from A, the player writes from B: the message crosses processes over the bus
 * and reaches the console within 1 s; the agent's reply, sent through C, reaches the player's chat stream on B within
 * 1 s too. The run has no demo data (no `demo_support`), so the agent is a signed-up account given the `support` role
 * in the database, as an operator grants it.
 */
export async function chatAcrossProcesses(ctx: ClusterContext): Promise<Outcome> {
  const [a, b, c] = ctx.apps as [(typeof ctx.apps)[0], (typeof ctx.apps)[0], (typeof ctx.apps)[0]];
  const agent = await signUp(a.baseUrl, ctx.tally, "10.6.0.1");
  await ctx.pool.query("update users set roles = array_append(roles, 'support') where username = $1", [
    agent.username,
  ]);
  await login(agent);
  const player = await signUp(b.baseUrl, ctx.tally, "10.6.0.2");
  await login(player);

  const console = await openStream(
    `${a.baseUrl}/api/support/agent/stream?accessToken=${await token(agent, "/api/support/agent/token")}`,
    {},
  );
  const panel = await openStream(
    `${b.baseUrl}/api/support/chat/stream?accessToken=${await token(player, "/api/support/chat/token")}`,
    {},
  );
  try {
    // The console's presence row is in the database, so B knows an agent is online: its panel says so first.
    const presence = await panel.waitFor((f) => event(f.data).type === "presence", 5_000);
    if (!presence || event(presence.data).agentsOnline !== true)
      return fail(
        `the player's panel on ${b.name} did not say an agent is online: ${presence?.data ?? "no frame"}`,
      );
    // As in scenario 1: the streams' SUBSCRIBE is not confirmed by Redis before their first frame.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const question = `Where is my withdrawal? ${player.username}`;
    const sentAt = Date.now();
    const sent = await player.request("chat.send", "POST", "/api/support/chat/messages", {
      body: { body: question },
    });
    if (sent.status !== 200)
      return fail(`the player's message on ${b.name} answered ${sent.status}: ${sent.text}`);
    const { message, ticketReference } = sent.body as {
      message: { conversationId: string };
      ticketReference: null;
    };
    if (ticketReference !== null) return fail(`the message became an offline ticket (${ticketReference})`);
    const arrived = await console.waitFor((f) => event(f.data).message?.body === question, 5_000);

    const answer = `Sent yesterday, ${player.username}`;
    agent.baseUrl = c.baseUrl;
    const repliedAt = Date.now();
    const replied = await agent.request(
      "chat.reply",
      "POST",
      `/api/support/agent/conversations/${message.conversationId}/messages`,
      { body: { body: answer } },
    );
    if (replied.status !== 200)
      return fail(`the agent's reply on ${c.name} answered ${replied.status}: ${replied.text}`);
    const back = await panel.waitFor((f) => event(f.data).message?.body === answer, 5_000);

    const toAgent = arrived ? arrived.at - sentAt : null;
    const toPlayer = back ? back.at - repliedAt : null;
    const show = (ms: number | null) => (ms === null ? "never" : `${ms} ms`);
    return {
      scenario: SCENARIO,
      pass: toAgent !== null && toAgent <= 1_000 && toPlayer !== null && toPlayer <= 1_000,
      figure: `to agent ${show(toAgent)}, reply ${show(toPlayer)}`,
      detail: `agent console on ${a.name}, player on ${b.name}: the player's message reached the console ${show(toAgent)} after it was sent; the agent's reply sent through ${c.name} reached the player's stream on ${b.name} ${show(toPlayer)} after (limit 1000 ms each)`,
    };
  } finally {
    console.close();
    panel.close();
  }
}

async function token(who: ClusterPlayer, path: string): Promise<string> {
  const answer = await who.request("chat.token", "POST", path);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.text}`);
  return (answer.body as { accessToken: string }).accessToken;
}

function event(data: string): { type?: string; agentsOnline?: boolean; message?: { body?: string } } {
  return JSON.parse(data) as { type?: string; agentsOnline?: boolean; message?: { body?: string } };
}

function fail(detail: string): Outcome {
  return { scenario: SCENARIO, pass: false, figure: "—", detail };
}
