import { randomUUID } from "node:crypto";
import type { InboxResponse, LoyaltyProfile, UrlLocale } from "@casino/contract";
import type { z } from "zod";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { inTransaction } from "../../../platform/db/transaction";
import { once } from "../../../platform/idempotency";
import type { AccountService } from "../../account";
import type { BonusService } from "../../bonus";
import type { TransferResult, WalletService } from "../../wallet";
import { messageNotFound, notEnoughPoints, shopItemNotFound } from "../engagement.errors";
import { grantReward } from "../rewards";
import { LOYALTY_LEVELS, POINTS_PER_UNIT, SHOP_ITEMS } from "./loyalty.config";
import { loyaltyStore, type MessageTexts } from "./loyalty.store";

type Lang = "en" | "de";
const langOf = (locale: UrlLocale): Lang => (locale === "de" ? "de" : "en");

/** Points for a stake (minor units) on a game type, times a boost (game of the week). */
export function pointsFor(kind: string, stake: bigint, boost = 1): bigint {
  const perUnit = POINTS_PER_UNIT[kind] ?? POINTS_PER_UNIT.slot!;
  return (stake * BigInt(Math.round(perUnit * boost * 100))) / 10_000n;
}

const levelOf = (lifetime: bigint) => {
  let index = 0;
  LOYALTY_LEVELS.forEach((l, i) => {
    if (lifetime >= BigInt(l.threshold)) index = i;
  });
  return index;
};

const levelView = (i: number, lang: Lang) => {
  const l = LOYALTY_LEVELS[i]!;
  return { id: l.id, name: l.name[lang], threshold: l.threshold, benefits: [...l.benefits[lang]] };
};

const WELCOME: MessageTexts = {
  en: {
    title: "Welcome to Vela Rewards",
    body: "Every real-money bet earns points. Collect them to climb levels and swap them in the points shop.",
  },
  de: {
    title: "Willkommen bei Vela Rewards",
    body: "Jeder Echtgeld-Einsatz bringt Punkte. Sammle sie, steige Stufen auf und tausche sie im Punkte-Shop.",
  },
};

const levelUp = (i: number): MessageTexts => ({
  en: {
    title: `You reached ${LOYALTY_LEVELS[i]!.name.en}`,
    body: `Congratulations! Your new benefits: ${LOYALTY_LEVELS[i]!.benefits.en.join(", ")}.`,
  },
  de: {
    title: `Du hast ${LOYALTY_LEVELS[i]!.name.de} erreicht`,
    body: `Glückwunsch! Deine neuen Vorteile: ${LOYALTY_LEVELS[i]!.benefits.de.join(", ")}.`,
  },
});

/** Loyalty: points from wagering, levels, the inbox and the points shop. */
export function createLoyaltyService(deps: {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  accounts: AccountService;
  bonus: Pick<BonusService, "grantReward">;
}) {
  const { db, clock } = deps;

  /** Credits points once per source and sends the level-up message when a threshold is crossed. */
  async function earn(userId: string, source: string, points: bigint) {
    if (points <= 0n) return;
    const totals = await loyaltyStore.add(db, userId, source, points, clock.now());
    if (!totals) return;
    const { lifetime } = totals;
    const before = levelOf(lifetime - points);
    const after = levelOf(lifetime);
    for (let i = before + 1; i <= after; i++) {
      await loyaltyStore.send(db, userId, levelUp(i), clock.now(), `level:${LOYALTY_LEVELS[i]!.id}`);
    }
  }

  const texts = (t: MessageTexts, lang: Lang) => t[lang] ?? t.en ?? { title: "", body: "" };

  return {
    earn,
    /** For the sportsbook: points for a settled sports bet (stake in minor units), counted once per bet. */
    awardSportsBet: (userId: string, betId: string, stake: bigint) =>
      earn(userId, `sports:${betId}`, pointsFor("sports", stake)),

    async profile(userId: string, locale: UrlLocale): Promise<LoyaltyProfile> {
      const lang = langOf(locale);
      await loyaltyStore.send(db, userId, WELCOME, clock.now(), "welcome");
      const { points, lifetime } = await loyaltyStore.totals(db, userId);
      const contact = await deps.accounts.contactOf(userId);
      const roles = await deps.accounts.rolesOf(userId);
      const index = levelOf(lifetime);
      return {
        level: levelView(index, lang),
        nextLevel: index + 1 < LOYALTY_LEVELS.length ? levelView(index + 1, lang) : null,
        levels: LOYALTY_LEVELS.map((_, i) => levelView(i, lang)),
        points: Number(points),
        lifetimePoints: Number(lifetime),
        avatar: `/brand/loyalty-${LOYALTY_LEVELS[index]!.id}.svg`,
        inboxUnreadCount: await loyaltyStore.unread(db, userId),
        username: contact?.username ?? "",
        country: contact?.country ?? "",
        tags: [`loyalty:${LOYALTY_LEVELS[index]!.id}`, ...roles],
      };
    },

    async inbox(userId: string, locale: UrlLocale): Promise<z.infer<typeof InboxResponse>> {
      const lang = langOf(locale);
      const rows = await loyaltyStore.messages(db, userId);
      return {
        items: rows.map((m) => ({
          id: m.id,
          ...texts(m.texts, lang),
          createdAt: m.createdAt.toISOString(),
          read: m.readAt !== null,
        })),
        unread: rows.filter((m) => m.readAt === null).length,
      };
    },

    async markRead(userId: string, id: string, locale: UrlLocale) {
      if (!(await loyaltyStore.markRead(db, userId, id, clock.now()))) throw messageNotFound();
      return this.inbox(userId, locale);
    },

    /** Sends a message to a player's inbox (tournament results, …). */
    send: (userId: string, message: MessageTexts, dedupeKey: string | null = null) =>
      loyaltyStore.send(db, userId, message, clock.now(), dedupeKey),

    /** What the points shop offers, in the caller's language. */
    catalogue(locale: UrlLocale) {
      const lang = langOf(locale);
      return SHOP_ITEMS.map((i) => ({
        id: i.id,
        name: i.name[lang],
        cost: i.cost,
        reward: {
          kind: i.kind,
          amount: i.kind === "free_spins" ? Number(i.amount) : Number(i.amount) / 100,
        },
      }));
    },

    async shop(userId: string, locale: UrlLocale) {
      const { points } = await loyaltyStore.totals(db, userId);
      return { points: Number(points), items: this.catalogue(locale) };
    },

    /** Converts points into the item's reward; points and reward move in one transaction. */
    /** Buys an item with points; with an Idempotency-Key, a repeat buys nothing more (another item: 409). */
    async buy(userId: string, currency: string, itemId: string, locale: UrlLocale, idempotencyKey?: string) {
      const item = SHOP_ITEMS.find((i) => i.id === itemId);
      if (!item) throw shopItemNotFound();
      const call = { userId, key: idempotencyKey, operation: "loyalty.shop.buy", request: { itemId } };
      const transfers = await inTransaction(db, async (tx) => {
        let made: TransferResult[] = [];
        await once(tx, call, async () => {
          await loyaltyStore.lockPlayer(tx, userId);
          const { points } = await loyaltyStore.totals(tx, userId);
          if (points < BigInt(item.cost)) throw notEnoughPoints();
          const key = `shop:${randomUUID()}`;
          await loyaltyStore.add(tx, userId, key, -BigInt(item.cost), clock.now());
          made = await grantReward(deps, tx, userId, currency, { kind: item.kind, amount: item.amount }, key);
          return null;
        });
        return made;
      });
      await deps.wallet.publish(transfers);
      return this.shop(userId, locale);
    },
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
