import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gamePage } from "./page";
import { spinReels } from "./reels";
import { sign, type WalletLink, walletClient } from "./wallet-client";

export interface StudioOptions extends WalletLink {
  port?: number;
  host?: string;
  /**
   * How often (0 … 1) the studio misbehaves the way real ones do: a win delivered twice, and a bet "lost" in
   * transit that is rolled back before it arrives. 0 in tests that count money exactly.
   */
  chaos?: number;
  random?: () => number;
}

interface Session {
  /** null = a fun session: play money kept here, the casino's wallet is never called. */
  walletSession: string | null;
  currency: string;
  balance: number;
}

/** What a fun session starts with, in minor units of play money. */
const FUN_BALANCE = 100_000;

/** One round as the studio records it, for its daily report to the casino. */
interface ReportRound {
  roundRef: string;
  stake: number;
  win: number;
  at: Date;
}

const STAKES = [10, 20, 50, 100, 200, 500];

/**
 * A small game studio (docs/product/providers.md#the-reference-studio): serves its slot's page, which talks to
 * this server, which calls the casino's seamless-wallet API — signed, retried on time-outs, sometimes sending a
 * rollback before its bet and sometimes a win twice, as real studios do.
 */
export async function startStudio(options: StudioOptions) {
  const wallet = walletClient(options);
  const random = options.random ?? Math.random;
  const chaos = options.chaos ?? 0.1;
  const sessions = new Map<string, Session>();
  const rounds: ReportRound[] = [];

  /**
   * Trades the casino's launch token for a session. A fun launch without a token (a guest's demo play) and a
   * token the casino issued in fun mode both play money kept here: a fun session moves no money (RGS_FUN_MODE).
   */
  async function authenticate(token: string, mode: string) {
    if (!token && mode === "fun") return funSession();
    const answer = await wallet.call("authenticate", { token });
    if (answer.status !== 200) return { status: answer.status, body: answer.body };
    const id = randomUUID();
    const b = answer.body as { sessionId: string; currency: string; balance: number; mode: string };
    if (b.mode === "fun") return funSession();
    sessions.set(id, { walletSession: b.sessionId, currency: b.currency, balance: b.balance });
    return { status: 200, body: { session: id, currency: b.currency, balance: b.balance, mode: b.mode } };
  }

  function funSession() {
    const id = randomUUID();
    sessions.set(id, { walletSession: null, currency: "FUN", balance: FUN_BALANCE });
    return { status: 200, body: { session: id, currency: "FUN", balance: FUN_BALANCE, mode: "fun" } };
  }

  /** A fun spin: the same reels, play money only, nothing reported to the casino. */
  function funSpin(session: Session, stake: number) {
    if (session.balance < stake) return { status: 402, body: { code: "RGS_INSUFFICIENT_FUNDS" } };
    const { reels, multiple } = spinReels();
    const win = stake * multiple;
    session.balance += win - stake;
    const body = { roundId: `fun-${randomUUID()}`, reels, stake, win, balance: session.balance };
    return { status: 200, body: { ...body, currency: session.currency } };
  }

  async function spin(session: Session, stake: number) {
    if (session.walletSession === null) return funSpin(session, stake);
    const roundId = `sf-${randomUUID()}`;
    const base = { sessionId: session.walletSession, roundId };
    if (random() < chaos / 2) {
      // The bet "timed out" on our side: we roll it back first; when it does arrive, the casino must refuse it.
      const lost = wallet.newId();
      await wallet.call("rollback", { ...base, transactionId: wallet.newId(), betTransactionId: lost });
      const late = await wallet.call("bet", { ...base, transactionId: lost, amount: stake });
      return { status: 409, body: { code: "ROUND_CANCELLED", late: late.body.code } };
    }
    const bet = await wallet.call("bet", { ...base, transactionId: wallet.newId(), amount: stake });
    if (bet.status !== 200) return { status: bet.status, body: bet.body };
    const { reels, multiple } = spinReels();
    const win = stake * multiple;
    let balance = Number(bet.body.balance);
    if (win > 0) {
      const credit = { ...base, transactionId: wallet.newId(), amount: win };
      const paid = await wallet.call("win", credit);
      // Sometimes the studio delivers the same win twice (its acknowledgement got lost); it must count once.
      if (random() < chaos) await wallet.call("win", credit);
      balance = Number(paid.body.balance);
    }
    const end = await wallet.call("end-round", { ...base, transactionId: wallet.newId() });
    if (end.status === 200) balance = Number(end.body.balance);
    rounds.push({ roundRef: roundId, stake, win, at: new Date() });
    session.balance = balance;
    return { status: 200, body: { roundId, reels, stake, win, balance, currency: session.currency } };
  }

  /** The day's rounds, signed by the casino's request (the same signature scheme, over an empty body). */
  function report(request: IncomingMessage, url: URL) {
    const header = request.headers["x-signature"];
    const t = typeof header === "string" ? /t=(\d+)/.exec(header)?.[1] : undefined;
    if (!t || header !== sign(options.secret, "", Number(t)))
      return { status: 401, body: { code: "BAD_SIGNATURE" } };
    const day = url.searchParams.get("day") ?? "";
    const items = rounds.filter((r) => r.at.toISOString().startsWith(day));
    return {
      status: 200,
      body: { rounds: items.map(({ roundRef, stake, win }) => ({ roundRef, stake, win })) },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://studio.local");
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method === "GET" && url.pathname === "/play") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      response.end(gamePage(STAKES));
      return;
    }
    if (request.method === "GET" && url.pathname === "/health") return send(200, { ok: true });
    if (request.method === "GET" && url.pathname === "/report") {
      const r = report(request, url);
      return send(r.status, r.body);
    }
    if (request.method !== "POST") return send(404, { code: "NOT_FOUND" });
    const body = JSON.parse((await readBody(request)) || "{}") as Record<string, unknown>;
    if (url.pathname === "/api/authenticate") {
      const r = await authenticate(String(body.token ?? ""), String(body.mode ?? ""));
      return send(r.status, r.body);
    }
    if (url.pathname === "/api/spin") {
      const session = sessions.get(String(body.session ?? ""));
      const stake = Number(body.stake);
      if (!session || !STAKES.includes(stake)) return send(400, { code: "BAD_REQUEST" });
      const r = await spin(session, stake);
      return send(r.status, r.body);
    }
    return send(404, { code: "NOT_FOUND" });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(502, { "content-type": "application/json" });
      response.end(JSON.stringify({ code: "WALLET_UNREACHABLE", message: String(error) }));
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    rounds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Studio = Awaited<ReturnType<typeof startStudio>>;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      data += chunk;
      if (data.length > 16_384) request.destroy();
    });
    request.on("end", () => resolve(data));
    request.on("error", reject);
  });
}
