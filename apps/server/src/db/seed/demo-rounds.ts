import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { hashPassword } from "../../platform/password";
import { users } from "../schema";

/**
 * Demo bots whose rounds fill the winners and latest-bets feeds on a fresh machine (DEMO_DATA only). They play 12
 * rounds each in a second at stakes up to 5, so they live in countries without rules of their own: German or
 * British rules would refuse rounds that quick (and German ones stakes above 1).
 */
export const DEMO_BOTS = [
  { username: "andrea_spins", country: "AT", currency: "EUR" },
  { username: "lucky_marco", country: "IE", currency: "GBP" },
  { username: "northern_jo", country: "CA", currency: "CAD" },
];
const GAMES = ["comet-cascade", "sugar-rush", "dragon-hoard", "fruit-stand", "jungle-drums", "dice"];
const ROUNDS_PER_BOT = 12;

/**
 * Plays real rounds for the bots through the HTTP API (wallet, limits and all), so the feeds show real data.
 * The bots take turns, round by round, so the newest wins (the ones a ticker shows first) come in every bot's
 * currency rather than all in the last bot's. Idempotent: bots, their deposit and every round have fixed keys,
 * so a restart adds nothing.
 */
export async function seedDemoRounds(app: FastifyInstance): Promise<void> {
  const { db, sessions, wallet } = app.services;
  const tokens: string[] = [];
  for (const bot of DEMO_BOTS) {
    await db
      .insert(users)
      .values({
        ...bot,
        email: `${bot.username}@bots.vela.example`,
        // A password nobody knows: bots never log in.
        passwordHash: await hashPassword(randomBytes(24).toString("hex")),
        testAccount: true,
      })
      .onConflictDoNothing();
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, bot.username));
    const userId = row!.id;
    await wallet.transfer({
      idempotencyKey: `demo-bot-deposit:${bot.username}`,
      kind: "deposit",
      currency: bot.currency,
      postings: [
        { account: { operator: "payments_clearing" }, amount: -50_000n },
        { account: { userId, kind: "real" }, amount: 50_000n },
      ],
    });
    tokens.push((await sessions.create({ userId })).token);
  }
  for (let i = 0; i < ROUNDS_PER_BOT; i++) {
    for (const [index, bot] of DEMO_BOTS.entries()) {
      const slug = GAMES[i % GAMES.length]!;
      await app.inject({
        method: "POST",
        url: `/api/games/${slug}/rounds`,
        headers: { "x-session-id": tokens[index]! },
        payload: {
          clientRoundId: `demo-${bot.username}-${i}`,
          stake: 1 + (i % 5),
          ...(slug === "dice" ? { dice: { target: 4950, direction: "under" } } : {}),
        },
      });
    }
  }
}
